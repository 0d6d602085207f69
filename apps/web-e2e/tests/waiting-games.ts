import type { Page } from '@playwright/test';

/** The finished games the page keeps until the server acknowledges them (IndexedDB, by game id). */
export function waitingGames(page: Page): Promise<{ gameId: string; puzzleId: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('czeus-pending-scores');
        // Opened before the game made it: made as the game makes it, so the game still can.
        open.onupgradeneeded = () => open.result.createObjectStore('scores');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('scores').objectStore('scores').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
        };
      }),
  );
}
