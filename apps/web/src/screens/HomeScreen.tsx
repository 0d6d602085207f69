import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PuzzleSlider } from '../home/PuzzleSlider';
import { whenIdle } from '../when-idle';

/**
 * The daily's chunk (daily/daily-door.ts): today's card here, the daily's play screen for the
 * routes. It never holds home's first paint back: the card draws nothing until the game API
 * has joined, after that paint (store/api-slot.ts).
 */
export const openDailyDoor = () => import('../daily/daily-door');
const DailyCard = lazy(() => openDailyDoor().then((door) => door.loadDailyCard()));

/**
 * Home: today's daily first, then the land and puzzle slider at the centre of this screen, and
 * the ways to learn: the tutorial and practice (whose address the routes own, as its chunk).
 * `preloadPlay` fetches the play screen's chunk (the routes own it), called while the player looks at home so Play opens at once.
 */
export function HomeScreen({
  notFound = false,
  preloadPlay,
  practicePath,
}: {
  notFound?: boolean;
  preloadPlay: () => unknown;
  practicePath: string;
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
      <Suspense fallback={null}>
        <DailyCard />
      </Suspense>
      <PuzzleSlider />
      <Link href="/tutorial" className="button">
        {t('menu.tutorial')}
      </Link>
      <Link href={practicePath} className="button">
        {t('menu.practice')}
      </Link>
    </main>
  );
}
