/**
 * Whether the device has a network, as the browser knows it. `navigator.onLine` false is sure
 * (no network at all); true only means some network, so a failed request still counts below.
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A request that never reached the server (RTK Query's `FETCH_ERROR`: no network, the server
 * down): nothing was decided, so what it carried is kept for later.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 'FETCH_ERROR';
}

/** Resolves when the browser says the network is back (at once when it never left). */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) => globalThis.addEventListener('online', () => resolve(), { once: true }));
}
