/**
 * A new version of the game, installed by the offline worker and waiting for the running one's
 * pages to close (apps/web/worker/service-worker.ts), taken on the player's word instead: from
 * home's side menu only, where no game, lesson or practice is running that a reload would cut.
 */

/** The waiting version, when this page runs under an older one. */
export async function waitingUpdate(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.waiting ?? null;
}

/**
 * Asks the waiting version to take over: the page reloads under it. Resolves (and reloads
 * nothing) when it refuses because another window of the game is open.
 */
export function takeUpdate(waiting: ServiceWorker): Promise<'other-windows'> {
  const container = navigator.serviceWorker;
  return new Promise((resolve) => {
    const reload = () => window.location.reload();
    const refused = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== 'other-windows') return;
      container.removeEventListener('message', refused);
      // Another window may take the update later: this page must not reload then.
      container.removeEventListener('controllerchange', reload);
      resolve('other-windows');
    };
    container.addEventListener('controllerchange', reload, { once: true });
    container.addEventListener('message', refused);
    waiting.postMessage({ type: 'take-over' });
  });
}
