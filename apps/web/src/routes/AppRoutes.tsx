import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoginScreen } from '../accounts/LoginScreen';
import { HomeScreen } from '../screens/HomeScreen';
import { RulesText } from '../screens/RulesText';
import { TextScreen } from '../screens/TextScreen';
import { TUTORIAL_PAGES, tutorialTarget } from './tutorial-pages';

/** The play screen and the puzzle engine come as a chunk of their own (prefetched on home). */
export const loadPlayScreen = () => import('../play/PlayScreen');
const PlayScreen = lazy(() => loadPlayScreen().then((m) => ({ default: m.PlayScreen })));

/** The practice modes of the spec; each gets its screen with the practice issue. */
const PRACTICE_PATHS = [
  '/playclue',
  '/playclueselect',
  '/playsomemystery',
  '/playcommon',
  '/playdeduction',
  '/playestimation',
  '/playblack',
];

function TutorialRoute() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const { land, page, canonical } = tutorialTarget(path);
  if (canonical !== path) return <Redirect to={canonical} replace />;
  return (
    <TextScreen
      title={t('screen.tutorial', { land: t(`land.${land}`), page, pages: TUTORIAL_PAGES[land] })}
    />
  );
}

/** Spec section 2, in history mode; anything unknown shows home under the name notfound. */
export function AppRoutes() {
  const { t } = useTranslation();
  const [path] = useLocation();
  if (/setalphapassword/i.test(path)) return <TextScreen title={t('screen.setPassword')} />;
  return (
    <Switch>
      <Route path="/">{() => <HomeScreen />}</Route>
      <Route path="/home">{() => <HomeScreen />}</Route>
      <Route path="/resetPassword/:code">{() => <TextScreen title={t('screen.setPassword')} />}</Route>
      <Route path="/about">
        {() => (
          <TextScreen title={t('about.title')}>
            <p>{t('about.body')}</p>
          </TextScreen>
        )}
      </Route>
      <Route path="/rules">
        {() => (
          <TextScreen title={t('rules.title')}>
            <RulesText />
          </TextScreen>
        )}
      </Route>
      <Route path="/login">{() => <LoginScreen />}</Route>
      <Route path="/play">
        {() => (
          <Suspense fallback={<main className="play" aria-busy="true" />}>
            <PlayScreen />
          </Suspense>
        )}
      </Route>
      {PRACTICE_PATHS.map((p) => (
        <Route key={p} path={p}>
          {() => <TextScreen title={t('screen.practice')} />}
        </Route>
      ))}
      <Route path="/tutorial">{() => <TutorialRoute />}</Route>
      <Route path="/tutorial/*">{() => <TutorialRoute />}</Route>
      <Route>{() => <HomeScreen notFound />}</Route>
    </Switch>
  );
}
