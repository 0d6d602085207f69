import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RootState } from '../store/store';
import { useAppSelector } from '../store/hooks';
import { useBoardBlocked } from './viewport';

/**
 * Whether a board is being played (the countdown or play). The end screen, a puzzle that could
 * not load and the loading line need no board, so a phone held upright reads them as they are.
 * The play slice arrives with its chunk; before that no game is played.
 */
const selectBoardInPlay = (state: RootState) => {
  const phase = (state as { play?: { game: { phase: string } } }).play?.game.phase;
  return phase === 'start' || phase === 'progress';
};

/** The play screen's own hold: its board fits this window only at a size too small to read. */
const selectPlayBlocked = (state: RootState) =>
  !!(state as { play?: { holds: { blocked: boolean } } }).play?.holds.blocked;

/**
 * Over a board's screen (play, a tutorial page, a practice) while it is played and the window cannot hold the board (see
 * `boardBlocked`), or holds it only with clues too small to read (play/geometry.ts).
 */
export function OrientationPrompt() {
  const { t } = useTranslation();
  const tooSmall = useBoardBlocked();
  const blocked = useAppSelector(selectPlayBlocked) || tooSmall;
  const inPlay = useAppSelector(selectBoardInPlay);
  if (!blocked || !inPlay) return null;
  return (
    <div className="orientation" role="alertdialog" aria-modal="true" aria-labelledby="orientation-title">
      <span className="orientation__phone" aria-hidden="true" />
      <h2 id="orientation-title">{t('orientation.title')}</h2>
      <p>{t('orientation.body')}</p>
      {/* A window that stays this small (a split screen, the smallest phone) is not a dead end. */}
      <Link href="/" className="button">
        {t('shell:screen.backHome')}
      </Link>
    </div>
  );
}
