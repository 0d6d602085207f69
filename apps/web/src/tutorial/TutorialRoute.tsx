import { Redirect, useLocation } from 'wouter';
import { tutorialTarget } from './tutorial-pages';
import { TutorialScreen } from './TutorialScreen';

/** A tutorial page's address, made canonical (`/tutorial` is summerland's first page), and its screen. */
export function TutorialRoute() {
  const [path] = useLocation();
  const { land, page, canonical } = tutorialTarget(path);
  if (canonical !== path) return <Redirect to={canonical} replace />;
  return <TutorialScreen key={canonical} land={land} page={page} />;
}
