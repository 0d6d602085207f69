import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeAnalytics } from './analytics/analytics';
import { AnalyticsContext } from './analytics/context';
import { App } from './App';
import { prepareFirstScreen } from './routes/AppRoutes';
import { chooseLanguage, initI18n } from './i18n';
import { sessionIdAtStart } from './session/session-id';
import { DEFAULT_API_BASE } from './store/api-slot';
import { languageChosen, restoreSettings, SETTINGS_STORAGE_KEY } from './settings/settings-slice';
import { makeStore } from './store/store';
import './styles.css';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: play on with defaults and a fresh session id
  }
}

const storage = browserStorage();
const saved = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
const language = chooseLanguage(
  location.search,
  saved ? restoreSettings(saved).language : null,
  navigator.languages,
);
function readCookie(): string {
  try {
    return document.cookie;
  } catch {
    return ''; // cookies blocked for this page
  }
}

async function boot() {
  const sessionId = sessionIdAtStart(storage, readCookie());
  await initI18n(language);
  prepareFirstScreen(location.pathname);
  const store = makeStore({ sessionId, storage });
  store.dispatch(languageChosen(language));
  const analytics = makeAnalytics(store.getState, DEFAULT_API_BASE);

  const root = document.getElementById('root') as HTMLElement;
  // The static first screen is on the page until this commits, so nothing waits for it: as a
  // transition React renders in slices of a few milliseconds, and a tap or a frame of the intro
  // is never held behind the whole first render.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <Provider store={store}>
          <AnalyticsContext.Provider value={analytics}>
            <App />
          </AnalyticsContext.Provider>
        </Provider>
      </StrictMode>,
    ),
  );
}

// A provider's answer to a social sign-in lands on home in its own tab: handed over, it closes
// (and where it cannot, the app starts and finishes the sign-in here).
const signInAnswer = !!storage && /[?#&]state=/.test(location.search + location.hash);
void (
  signInAnswer
    ? import('./accounts/social/hand-over').then((m) => m.handOverSignInAnswer())
    : Promise.resolve()
).then(boot);
