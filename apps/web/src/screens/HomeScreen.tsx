import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PuzzleSlider } from '../home/PuzzleSlider';
import { loadPlayScreen } from '../routes/AppRoutes';
import { whenIdle } from '../when-idle';

/** Home: the land and puzzle slider is the centre of this screen. */
export function HomeScreen({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation();
  // Fetch the play screen's chunk while the player looks at home, so Play opens at once.
  useEffect(() => {
    whenIdle(() => void loadPlayScreen());
  }, []);
  return (
    <main className="home">
      <h1 className="home__title">{t('title')}</h1>
      <p className="home__tagline">{t('tagline')}</p>
      {notFound && <p role="note">{t('screen.notFound')}</p>}
      <PuzzleSlider />
      <Link href="/tutorial" className="button">
        {t('menu.tutorial')}
      </Link>
    </main>
  );
}
