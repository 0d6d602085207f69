/**
 * Runs `then` when the browser has nothing better to do (half a second later where it cannot
 * say): for fetching what a screen will want soon, without taking the main thread from what
 * it draws now.
 */
export function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => then());
  else window.setTimeout(then, 500);
}
