import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PuzzleSlider } from '../home/PuzzleSlider';
import { whenIdle } from '../when-idle';

/**
 * Home: the land and puzzle slider is the centre of this screen. `preloadPlay` fetches the play
 * screen's chunk (the routes own it), called while the player looks at home so Play opens at once.
 */
export function HomeScreen({
  notFound = false,
  preloadPlay,
}: {
  notFound?: boolean;
  preloadPlay: () => unknown;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    whenIdle(() => void preloadPlay());
  }, [preloadPlay]);
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
