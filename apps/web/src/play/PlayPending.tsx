import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';

/** A play screen before its board: the puzzle loading, or not loaded (with `newPuzzle` as a way on). */
export function PlayPending({ heading, newPuzzle }: { heading: ReactNode; newPuzzle?: string }) {
  const { t } = useTranslation('play');
  return (
    <main className="play">
      {heading}
      {newPuzzle ? <LoadFailed newPuzzle={newPuzzle} /> : <p role="status">{t('loading')}</p>}
    </main>
  );
}
