/**
 * Stops what a test started (its listeners, its stand-in API) after it, passed or failed: a failed
 * expectation that skipped the test's own stop left the score's retries running against a closed
 * server, and Jest waiting on them for ever.
 */
export function stopAfterEach() {
  const stops: Array<() => unknown> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  return <T extends () => unknown>(stop: T): T => {
    stops.push(stop);
    return stop;
  };
}
