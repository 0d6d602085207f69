import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PuzzleSlider } from '../home/PuzzleSlider';
import { withTexts } from '../i18n';
import { GAME_API_PATH } from '../store/api-slot';
import { useAppSelector } from '../store/hooks';
import { whenIdle } from '../when-idle';

// Today's daily asks the server through the game API, which joins after home's first paint
// (store/api-slot.ts): the card's code and texts (the play pack, prefetched for Play anyway) come then.
const DailyCard = lazy(() =>
  withTexts(() => import('../daily/DailyCard'), 'play').then((m) => ({ default: m.DailyCard })),
);

/**
 * Home: today's daily first, then the land and puzzle slider at the centre of this screen. `preloadPlay` fetches the play
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
  const apiJoined = useAppSelector((state) => GAME_API_PATH in state);
  useEffect(() => {
    whenIdle(() => void preloadPlay());
  }, [preloadPlay]);
  return (
    <main className="home">
      <h1 className="home__title">{t('title')}</h1>
      <p className="home__tagline">{t('tagline')}</p>
      {notFound && <p role="note">{t('screen.notFound')}</p>}
      {apiJoined && (
        <Suspense fallback={null}>
          <DailyCard />
        </Suspense>
      )}
      <PuzzleSlider />
      <Link href="/tutorial" className="button">
        {t('menu.tutorial')}
      </Link>
    </main>
  );
}
