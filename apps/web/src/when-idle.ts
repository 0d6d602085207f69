/**
 * Runs `then` when the browser has nothing better to do, at the latest after `latestMs` where
 * given (half a second later where the browser cannot say): for fetching what a screen will
 * want soon, without taking the main thread from what it draws now.
 */
export function whenIdle(then: () => void, latestMs?: number): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => then(), latestMs === undefined ? undefined : { timeout: latestMs });
  else window.setTimeout(then, 500);
}
