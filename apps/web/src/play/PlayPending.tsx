import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LandScenery } from '../lands/LandScenery';
import { LoadFailed } from './LoadFailed';

/**
 * A play screen before its board: the puzzle loading, or not loaded (with `newPuzzle` as a way
 * on, or `failed` saying why and where to go). Its land, where the address names one, is on screen at once: the player sees where the
 * game will be, and the page's largest paint does not wait for the puzzle and the stage.
 */
export function PlayPending({
  heading,
  newPuzzle,
  level,
  failed,
}: {
  heading: ReactNode;
  newPuzzle?: string;
  level?: number;
  failed?: ReactNode;
}) {
  const { t } = useTranslation('play');
  return (
    <main className="play">
      {level !== undefined && <LandScenery level={level} />}
      {heading}
      {newPuzzle ? <LoadFailed newPuzzle={newPuzzle} /> : (failed ?? <p role="status">{t('loading')}</p>)}
    </main>
  );
}
