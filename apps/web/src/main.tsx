import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { chooseLanguage, initI18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { loadOrCreateSessionId } from './session/session-id';
import { makeStore } from './store/store';
import './styles.css';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: play on with a fresh session id
  }
}

const storage = browserStorage();
const store = makeStore({ sessionId: loadOrCreateSessionId(storage) });
const language = chooseLanguage(
  location.search,
  storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
  navigator.languages,
);

void initI18n(language).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
});
