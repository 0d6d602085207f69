/**
 * Runs `then` when the browser has nothing better to do (half a second later where it cannot
 * say): for fetching what a screen will want soon, without taking the main thread from what
 * it draws now.
 */
export function whenIdle(then: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then());
  else setTimeout(then, 500);
}
