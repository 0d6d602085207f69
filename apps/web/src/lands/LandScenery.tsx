import './lands.css';

/**
 * A land's place behind its screen (lands.css): the sky, the skyline, and through :has() the
 * land's colours for the whole page. Static: painted once, nothing moves while the player thinks.
 */
export function LandScenery({ level }: { level: number }) {
  return <div className="land-scenery" data-land={level} aria-hidden="true" />;
}
