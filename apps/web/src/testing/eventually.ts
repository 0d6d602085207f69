export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check` holds, or `ms`: the store hears a stand-in's answer over real HTTP, which on
 * a loaded machine takes longer than any fixed pause chosen on a quiet one. It does not throw: the
 * expectation that follows says what was missing.
 */
export async function eventually(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await pause(10);
}
