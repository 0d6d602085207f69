// The bare shell bench:web compares the game's home route with: the game's fixed stack
// (React 19, Redux Toolkit with RTK Query, react-redux, i18next with react-i18next) drawing a
// menu from one API call, and nothing of the game.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';

const menu = createSlice({
  name: 'menu',
  initialState: { open: false },
  reducers: { toggled: (s) => ({ open: !s.open }) },
});
const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (b) => ({ health: b.query<{ status: string }, void>({ query: () => '/health' }) }),
});
const store = configureStore({
  reducer: { menu: menu.reducer, [api.reducerPath]: api.reducer },
  middleware: (d) => d().concat(api.middleware),
});

function Menu() {
  const { t } = useTranslation();
  const open = useSelector((s: ReturnType<typeof store.getState>) => s.menu.open);
  const dispatch = useDispatch();
  const { data } = api.useHealthQuery();
  const [items] = useState(['play', 'rules', 'about']);
  return (
    <nav>
      <button onClick={() => dispatch(menu.actions.toggled())}>{t('menu')}</button>
      {open && items.map((i) => <a key={i}>{t(i)}</a>)}
      <p>{data?.status}</p>
    </nav>
  );
}

void i18next
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: { en: { translation: { menu: 'Menu', play: 'Play', rules: 'Rules', about: 'About' } } },
  })
  .then(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <Provider store={store}>
          <Menu />
        </Provider>
      </StrictMode>,
    ),
  );
