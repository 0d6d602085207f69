import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useRememberPlace } from './accounts/return-place';
import { useSocialSignIn } from './accounts/social/social-watch';
import { continueFirstScreen, endFirstScreen } from './first-screen-handover';
import { TopBar } from './frame/TopBar';
import { withTexts } from './i18n';
import { IntroScreen } from './intro/IntroScreen';
import { useDailyOffer } from './modals/daily-offer';
import { ModalHost } from './modals/ModalHost';
import { AppRoutes } from './routes/AppRoutes';
import { selectSettings } from './settings/settings-slice';
import { useAppSelector } from './store/hooks';
import { useContrastTheme } from './theme/contrast';
import { stageScreenAt } from './routes/stage-paths';

// Not drawn with the first screen: the consent question waits for a screen after the intro,
// the rotate prompt for the play screen (home's scripts carry only what home draws).
const ConsentBar = lazy(() =>
  withTexts(() => import('./analytics/ConsentBar'), 'account').then((m) => ({ default: m.ConsentBar })),
);
const OrientationPrompt = lazy(() =>
  withTexts(() => import('./frame/OrientationPrompt'), 'account').then((m) => ({
    default: m.OrientationPrompt,
  })),
);
// Screen views, the session start and logins (with consent): every screen, the intro included
// when the player has consented already.
const Tracking = lazy(() => import('./analytics/Tracking').then((m) => ({ default: m.Tracking })));
// The game API comes after the first paint (store/api-slot.ts); this fetches the profile with it.
const ProfileFeed = lazy(() => import('./store/ProfileFeed').then((m) => ({ default: m.ProfileFeed })));

/** Spec: background, then the intro; only after the intro has been seen, the frame and the routes. */
export function App() {
  const { seenIntro, analyticsConsent } = useAppSelector(selectSettings);
  const [path] = useLocation();
  useDailyOffer();
  useRememberPlace();
  useSocialSignIn();
  useContrastTheme();
  const stageScreen = stageScreenAt(path);
  const playing = stageScreen === 'play' || stageScreen === 'daily' || stageScreen === 'marathon';
  // A tutorial's page and a practice have a board too, which may need more room.
  const board = stageScreen !== null;
  // The app's intro goes on from where the static one is at its commit (the render comes in
  // slices, so not as it began), before the app's first paint; then the static screen gives way.
  useLayoutEffect(continueFirstScreen, []);
  useEffect(endFirstScreen, []);
  // Screens fade in once the player has left the first one (styles.css, route-in).
  const [firstPath, setFirstPath] = useState<string | null>(path);
  if (firstPath !== null && path !== firstPath) setFirstPath(null);
  // A link into the game (a puzzle, a reset link, a tutorial page) goes straight there.
  const intro = !seenIntro && (path === '/' || path === '/home');
  return (
    <div className={firstPath === null ? 'app app--navigated' : 'app'}>
      {intro ? (
        <IntroScreen />
      ) : (
        <>
          <TopBar />
          <AppRoutes />
          {board && (
            <Suspense fallback={null}>
              <OrientationPrompt />
            </Suspense>
          )}
        </>
      )}
      <ModalHost idleStart={!intro} />
      {/* A new visitor's intro could send nothing (no consent yet): tracking loads once they
          leave it or have consented, and sends the session start then. */}
      {(!intro || analyticsConsent === true) && (
        <Suspense fallback={null}>
          <Tracking screen={intro ? 'intro' : path} />
        </Suspense>
      )}
      {/* The intro shows nothing of the profile: it is fetched once the player leaves it. */}
      {!intro && (
        <Suspense fallback={null}>
          <ProfileFeed />
        </Suspense>
      )}
      {/* The intro is the first impression, and the board needs the whole screen: the consent
          question waits for the other screens. */}
      {!intro && !playing && (
        <Suspense fallback={null}>
          <ConsentBar />
        </Suspense>
      )}
    </div>
  );
}
