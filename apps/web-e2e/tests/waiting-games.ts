import type { Page } from '@playwright/test';

/** The finished games the page keeps until the server acknowledges them (IndexedDB, by game id). */
export function waitingGames(page: Page): Promise<{ gameId: string; puzzleId: string }[]> {
  return page.evaluate(async () => {
    // Never made here: a database the game did not make is a failure, not "nothing waiting".
    if (!(await indexedDB.databases()).some((d) => d.name === 'czeus-pending-scores'))
      throw new Error('the game kept no database of waiting games');
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('czeus-pending-scores');
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
    });
  });
}
