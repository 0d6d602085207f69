/**
 * The app takes over from the static first screen of index.html (apps/web/first-screen.ts).
 * That copy is an overlay over #root: the app draws beneath it, and removing it once the app's
 * first screen is committed moves nothing on the page.
 */
const overlay = () => document.getElementById('first-screen');

/**
 * How long the static intro has been animating (ms), so the app's intro continues its planet,
 * logo, text and buttons from there rather than from the start (styles.css reads
 * --first-screen-age on #root): the logo shown by the HTML must not fade in a second time.
 */
export function continueFirstScreen(): void {
  const root = document.getElementById('root') as HTMLElement;
  const running = overlay()?.querySelector('.intro__planet')?.getAnimations?.()[0]?.currentTime;
  const age = typeof running === 'number' ? Math.round(running) : 0;
  root.style.setProperty('--first-screen-age', `${age}ms`);
}

/** Removes the static first screen (the app's own is on the page by now). */
export function endFirstScreen(): void {
  overlay()?.remove();
}
