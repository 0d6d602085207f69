/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/**
 * Where the page's first script keeps the browser's offer to install (first-screen.ts): Chromium
 * makes it as the page loads, before any module runs.
 * Read from here only, so the side menu's chunk needs no listener of its own.
 */
const OFFER = 'czeusInstallOffer';
const holder = () => window as unknown as Record<string, InstallPromptEvent | undefined>;

/** Whether the browser has offered to install the game (Chromium; never Safari or Firefox). */
export const installOffered = (): boolean => holder()[OFFER] !== undefined;

/** Asks the browser to show its install dialog; an offer is good for one ask. */
export function askToInstall(): void {
  const offer = holder()[OFFER];
  holder()[OFFER] = undefined;
  void offer?.prompt().catch(() => undefined);
}

/**
 * iOS Safari has no install prompt: a page is installed by Share → Add to Home Screen, which the
 * menu explains. Not shown once the game runs from the home screen (`navigator.standalone`).
 */
export const needsIosHowTo = (): boolean =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) &&
  !(navigator as Navigator & { standalone?: boolean }).standalone;
