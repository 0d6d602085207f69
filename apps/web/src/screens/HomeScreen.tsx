import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ServerStatus } from '../home/ServerStatus';

/** Home: the land and puzzle slider replaces the centre of this screen (issue 8). */
export function HomeScreen({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="home">
      <h1 className="home__title">{t('title')}</h1>
      <p className="home__tagline">{t('tagline')}</p>
      {notFound && <p role="note">{t('screen.notFound')}</p>}
      <div className="home__actions">
        <Link href="/play" className="button button--primary">
          {t('screen.play')}
        </Link>
        <Link href="/tutorial" className="button">
          {t('menu.tutorial')}
        </Link>
      </div>
      <ServerStatus />
    </main>
  );
}
