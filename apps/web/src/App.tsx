import { useTranslation } from 'react-i18next';
import { ServerStatus } from './home/ServerStatus';

export function App() {
  const { t } = useTranslation();
  return (
    <main className="home">
      <h1 className="home__title">{t('title')}</h1>
      <p className="home__tagline">{t('tagline')}</p>
      <ServerStatus />
    </main>
  );
}
