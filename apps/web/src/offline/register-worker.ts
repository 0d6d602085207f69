/**
 * Starts the service worker that keeps the game for offline play (apps/web/worker/), once the
 * first screen is drawn: loaded from its own chunk when the browser is idle (modals/ModalHost),
 * so home's first load carries only the import. A browser without service workers, or a worker
 * that fails to install, leaves the game as it was: online only.
 */
export function registerWorker(): void {
  // `vite dev` has no /sw.js: its answer would be the page, which the browser refuses as a script.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
