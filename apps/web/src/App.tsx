import { useLocation } from 'wouter';
import { useRememberPlace } from './accounts/return-place';
import { ConsentBar } from './analytics/ConsentBar';
import { OrientationPrompt } from './frame/OrientationPrompt';
import { RegisterReminder } from './frame/RegisterReminder';
import { TopBar } from './frame/TopBar';
import { IntroScreen } from './intro/IntroScreen';
import { useDailyOffer } from './modals/daily-offer';
import { ModalHost } from './modals/ModalHost';
import { AppRoutes } from './routes/AppRoutes';
import { selectSettings } from './settings/settings-slice';
import { useAppSelector } from './store/hooks';

/** Spec: background, then the intro; only after the intro has been seen, the frame and the routes. */
export function App() {
  const { seenIntro } = useAppSelector(selectSettings);
  const [path] = useLocation();
  useDailyOffer();
  useRememberPlace();
  // A link into the game (a puzzle, a reset link, a tutorial page) goes straight there.
  const intro = !seenIntro && (path === '/' || path === '/home');
  return (
    <div className="app">
      {intro ? (
        <IntroScreen />
      ) : (
        <>
          <TopBar />
          <AppRoutes />
          <RegisterReminder />
          {path === '/play' && <OrientationPrompt />}
        </>
      )}
      <ModalHost />
      {/* The intro is the first impression, and the board needs the whole screen: the consent
          question waits for the other screens. */}
      {!intro && path !== '/play' && <ConsentBar />}
    </div>
  );
}
