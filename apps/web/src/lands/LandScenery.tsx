import { useLayoutEffect, useRef } from 'react';
import './lands.css';

/**
 * A land's place behind its screen (lands.css): the sky, the skyline, and through :has() the
 * land's colours for the whole page. Static: painted once, nothing moves while the player thinks.
 */
export function LandScenery({ level }: { level: number }) {
  const scenery = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => landThemeColor(scenery.current), [level]);
  return <div ref={scenery} className="land-scenery" data-land={level} aria-hidden="true" />;
}

/**
 * The browser's bars (Android's status bar, an installed game's title bar) take the land's
 * sky, read from lands.css; the page's own colour comes back when the land's screen goes.
 */
function landThemeColor(scenery: HTMLElement | null): (() => void) | undefined {
  const meta = document.querySelector('meta[name="theme-color"]');
  const sky = scenery && getComputedStyle(scenery).getPropertyValue('--bg').trim();
  if (!meta || !sky) return;
  const page = meta.getAttribute('content') ?? '';
  meta.setAttribute('content', sky);
  return () => meta.setAttribute('content', page);
}
