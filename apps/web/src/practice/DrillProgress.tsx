import { useTranslation } from 'react-i18next';
import { selectSettings } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';
import type { PracticeKindInfo } from './practice-kinds';

/** How many puzzles of the kind's set the player has completed, out of how many. */
function useDrillProgress(kind: PracticeKindInfo) {
  const solved = useAppSelector(selectSettings).practiceSolved[kind.kind]?.length ?? 0;
  return { solved: Math.min(solved, kind.size), of: kind.size };
}

/**
 * A drill's progress: "12/30 solved" over a bar that fills as the set is worked through (the
 * chooser's cards and the end card). The text says it; the bar only shows it.
 */
export function DrillProgress({ kind }: { kind: PracticeKindInfo }) {
  const { t } = useTranslation('practice');
  const progress = useDrillProgress(kind);
  return (
    <span className="drill-progress">
      <span className="drill-progress__text">{t('progress', progress)}</span>
      <span className="drill-progress__bar" aria-hidden="true">
        <span style={{ inlineSize: `${(100 * progress.solved) / progress.of}%` }} />
      </span>
    </span>
  );
}

/** The play bar's title on a practice screen: the drill trained and how far the player is. */
export function DrillTitle({ kind }: { kind: PracticeKindInfo }) {
  const { t } = useTranslation('practice');
  const progress = useDrillProgress(kind);
  return (
    <span className="play__title">
      {t(`${kind.kind}.title`)} · {t('progress', progress)}
    </span>
  );
}
