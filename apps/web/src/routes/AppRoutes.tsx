import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { openModal, replaceModal } from '../frame/location-hash';
import { resetCodeReceived } from '../store/auth-slice';
import { useAppDispatch } from '../store/hooks';
import { HomeScreen, openDailyDoor } from '../screens/HomeScreen';
import { TextScreen } from '../screens/TextScreen';
import { PRACTICE_SELECT_PATH, PRACTICE_TABLE } from '../practice/practice-kinds';
import { withPlayTexts, withTexts } from '../i18n';
import { startStageAfterPaint, startStageWhenIdle } from '../play/stage/start-stage';
import { readyLazy } from './ready-lazy';
import { PRACTICE_BOARDS, STAGE_PATHS, type StageScreen, stageScreenAt } from './stage-paths';

/** What a stage's screen shows while its chunk travels (the land's scenery is behind it). */
const STAGE_PENDING = <main className="play" aria-busy="true" />;

/** The play screen and the puzzle engine come as a chunk of their own (prefetched on home). */
const playScreen = readyLazy(
  () => withPlayTexts(() => import('../play/PlayScreen')).then((m) => m.PlayScreen),
  STAGE_PENDING,
);
/** Home's idle preparation for Play: the screen's chunk, then the stage. */
const loadPlayScreen = () => playScreen.preload().then(startStageWhenIdle);
const PlayScreen = playScreen.Screen;
/**
 * The daily's play screen (the play screen's pieces with its own source and end), loaded through
 * the daily's door, the chunk of home's daily card (screens/HomeScreen.tsx).
 */
const dailyScreen = readyLazy(
  () => openDailyDoor().then((door) => door.loadDailyPlayScreen()),
  STAGE_PENDING,
);
const DailyPlayScreen = dailyScreen.Screen;
/** A marathon run: the play screen's pieces with the run's source and end, a chunk of its own. */
const marathonScreen = readyLazy(
  () => withPlayTexts(() => import('../marathon/MarathonScreen')).then((m) => m.MarathonScreen),
  STAGE_PENDING,
);
const MarathonScreen = marathonScreen.Screen;
/** The rules with their clips' links, whose texts come with the overlays' (not with home). */
const RulesText = lazy(() =>
  withTexts(() => import('../screens/RulesText'), 'account').then((m) => ({ default: m.RulesText })),
);
const tutorialScreen = readyLazy(
  () => withPlayTexts(() => import('../tutorial/TutorialRoute')).then((m) => m.TutorialRoute),
  STAGE_PENDING,
);
const TutorialRoute = tutorialScreen.Screen;
// It asks the server through the game API, which home does not load (store/api-slot.ts).
const ServerStatus = lazy(() =>
  withTexts(() => import('../screens/ServerStatus'), 'account').then((m) => ({ default: m.ServerStatus })),
);
const LoginScreen = lazy(() =>
  withTexts(() => import('../accounts/LoginScreen'), 'account').then((m) => ({ default: m.LoginScreen })),
);
const SetPasswordForm = lazy(() =>
  withTexts(() => import('../accounts/SetPasswordModal'), 'account').then((m) => ({
    default: m.SetPasswordForm,
  })),
);

/** The practice screens and their chooser come as chunks of their own, like the play screen. */
const practiceScreen = readyLazy(
  () => withPlayTexts(() => import('../practice/PracticeScreen')).then((m) => m.PracticeScreen),
  STAGE_PENDING,
);
const PracticeScreen = practiceScreen.Screen;
const PracticeSelect = lazy(() =>
  withTexts(() => import('../practice/PracticeSelect'), 'play').then((m) => ({ default: m.PracticeSelect })),
);

/** Each stage screen's chunk, by the screen. */
const STAGE_SCREENS: Record<StageScreen, { preload: () => Promise<unknown> }> = {
  play: playScreen,
  daily: dailyScreen,
  marathon: marathonScreen,
  practice: practiceScreen,
  tutorial: tutorialScreen,
};

/**
 * A link straight to a board: its screen's chunk and the stage are asked for as the app starts,
 * side by side, not one after the other once the first render has shown the route. On a cold
 * link those were three waits in a row (the render, the screen's chunk, then the stage's).
 */
export function prepareFirstScreen(path: string): void {
  const screen = stageScreenAt(path);
  if (!screen) return;
  void STAGE_SCREENS[screen].preload().catch(() => undefined); // the route asks again and shows a failure
  startStageAfterPaint();
}

/** Spec routes whose screens are still on their way: practice kinds without a set (none now). */
const COMING_PATHS = PRACTICE_TABLE.filter((kind) => !kind.puzzles).map((kind) => kind.path);

/**
 * A screen that plays on the stage (play, practice, tutorial): the stage starts as its route
 * opens, while the screen's chunk and texts travel, not after they have arrived. The screens
 * themselves do not suspend (ready-lazy.tsx); the boundary catches what suspends inside them.
 */
function StageRoute({ children }: { children: ReactNode }) {
  useEffect(startStageAfterPaint, []);
  return <Suspense fallback={STAGE_PENDING}>{children}</Suspense>;
}

/**
 * /resetPassword/{code} (and home with ?code=): keep the code and open #setpassword over home.
 * Decision: the spec also reads ?code on home as a LinkedIn login: LinkedIn's comes with the
 * `state` the sign-in sent (accounts/social), the mailed reset code without one.
 */
function ResetPasswordRoute({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(resetCodeReceived(code));
    replaceModal('setpassword', '/');
  }, [code, dispatch]);
  return <HomeScreen preloadPlay={loadPlayScreen} practicePath={PRACTICE_SELECT_PATH} />;
}

/** Spec: `tablogin=linkedin|googlelogin` starts that login (its overlay). */
const TAB_LOGINS: Record<string, string> = { linkedin: 'linkedinlogin', googlelogin: 'googlelogin' };

function HomeRoute() {
  const params = new URLSearchParams(useSearch());
  // A provider's `?code=…&state=…` is a sign-in's answer (accounts/social), not a reset code.
  const code = params.has('state') ? null : params.get('code');
  const tabLogin = TAB_LOGINS[params.get('tablogin') ?? ''];
  useEffect(() => {
    if (tabLogin) openModal(tabLogin);
  }, [tabLogin]);
  return code ? (
    <ResetPasswordRoute code={code} />
  ) : (
    <HomeScreen preloadPlay={loadPlayScreen} practicePath={PRACTICE_SELECT_PATH} />
  );
}

/** Spec section 2, in history mode; anything unknown shows home under the name notfound. */
export function AppRoutes() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const code = new URLSearchParams(useSearch()).get('code');
  // Spec: this path, in any letter case, shows only the set-password screen.
  if (/setalphapassword/i.test(path))
    return (
      <TextScreen title={t('screen.setPassword')}>
        <Suspense fallback={null}>
          <SetPasswordCode code={code} />
          <SetPasswordForm />
        </Suspense>
      </TextScreen>
    );
  return (
    <Switch>
      <Route path="/">{() => <HomeRoute />}</Route>
      <Route path="/home">{() => <HomeRoute />}</Route>
      <Route path="/resetPassword/:code">{(params) => <ResetPasswordRoute code={params.code} />}</Route>
      <Route path="/about">
        {() => (
          <TextScreen title={t('about.title')}>
            <p>{t('about.body')}</p>
            {/* Diagnostics for a player who writes to us: whether the server answers, its version. */}
            <Suspense fallback={null}>
              <ServerStatus />
            </Suspense>
          </TextScreen>
        )}
      </Route>
      <Route path="/rules">
        {() => (
          <TextScreen title={t('rules.title')}>
            <Suspense fallback={null}>
              <RulesText />
            </Suspense>
          </TextScreen>
        )}
      </Route>
      <Route path="/login">
        {() => (
          <Suspense fallback={<main className="text-screen" aria-busy="true" />}>
            <LoginScreen />
          </Suspense>
        )}
      </Route>
      {/* /playblack: the same play screen in black and white (theme/contrast.ts). */}
      {STAGE_PATHS.play.map((playPath) => (
        <Route key={playPath} path={playPath}>
          {() => (
            <StageRoute>
              <PlayScreen />
            </StageRoute>
          )}
        </Route>
      ))}
      {/* Today's daily, or a date's: /daily/2026-11-27. */}
      <Route path={STAGE_PATHS.daily[0]}>
        {(params) => (
          <StageRoute>
            <DailyPlayScreen date={params.date} />
          </StageRoute>
        )}
      </Route>
      <Route path={STAGE_PATHS.marathon[0]}>
        {() => (
          <StageRoute>
            <MarathonScreen />
          </StageRoute>
        )}
      </Route>
      {PRACTICE_BOARDS.map((kind) => (
        <Route key={kind.path} path={kind.path}>
          {() => (
            <StageRoute>
              <PracticeScreen kind={kind} />
            </StageRoute>
          )}
        </Route>
      ))}
      <Route path={PRACTICE_SELECT_PATH}>
        {() => (
          <Suspense fallback={<main className="text-screen" aria-busy="true" />}>
            <PracticeSelect />
          </Suspense>
        )}
      </Route>
      {COMING_PATHS.map((p) => (
        <Route key={p} path={p}>
          {() => <TextScreen title={t('screen.practice')} />}
        </Route>
      ))}
      <Route path={STAGE_PATHS.tutorial[0]}>
        {() => (
          <StageRoute>
            <TutorialRoute />
          </StageRoute>
        )}
      </Route>
      <Route>
        {() => <HomeScreen notFound preloadPlay={loadPlayScreen} practicePath={PRACTICE_SELECT_PATH} />}
      </Route>
    </Switch>
  );
}

/** The code of a setalphapassword link (?code=), kept for the form. */
function SetPasswordCode({ code }: { code: string | null }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (code) dispatch(resetCodeReceived(code));
  }, [code, dispatch]);
  return null;
}
