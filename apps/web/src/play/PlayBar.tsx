import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { availableGems, LIVES } from '@czeus/game';
import { selectSettings, settingToggled, type ToggleSetting } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { DimIcon, SpeakerIcon, TorchIcon } from './bar-icons';
import { selectGame, selectMode, selectRecord, selectSecondsLeft } from './play-slice';

/** The lands by level (the spec's names, texts in shell:land). */
const LANDS = ['summerland', 'autumnland', 'winterland'] as const;

/**
 * A full heart for each life left and an empty one for each lost, so 0 lives still shows; a
 * marathon game may start with more than a regular game's.
 */
const livesShown = (lives: number, of = LIVES) =>
  '♥'.repeat(Math.max(0, lives)) + '♡'.repeat(Math.max(0, of - lives));

/** The bar's time: the clock ticks here alone, not through the bar or the screen. */
function PlayClock() {
  const { t } = useTranslation('play');
  const seconds = useAppSelector(selectSecondsLeft);
  return (
    <span>
      {t('time')}: {seconds}
    </span>
  );
}

/** How long the word on a switch stays under the bar. */
const SWITCH_SAID_MS = 2500;

/**
 * What the torch or the dimming just became, said under the bar for a moment: without a
 * selected cell neither draws anything, so a tap on its switch would otherwise seem to do
 * nothing. It floats over the board, which does not move.
 */
function SwitchSaid({ said }: { said: string | null }) {
  return (
    <p className="play__switch-said" role="status">
      {said}
    </p>
  );
}

/**
 * The play screen's bar: one-tap switches for sound, the torch and dim-unrelated (spec: puzzle
 * screen), then difficulty, title, score, time, lives and the prize. Score and prize only where
 * the game counts (practice earns neither), lives not in a clue drill (it takes none), and
 * in zen neither clock nor lives: the bar says it is zen. A screen
 * may name itself (`title`: a practice's drill) in place of the puzzle's difficulty and land.
 */
export function PlayBar({ title }: { title?: ReactNode }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const mode = useAppSelector(selectMode);
  const record = useAppSelector(selectRecord);
  const points = useAppSelector((state) => selectGame(state).points);
  const lives = useAppSelector((state) => selectGame(state).lives);
  const [said, setSaid] = useState<string | null>(null);
  const [path, navigate] = useLocation();
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SWITCH_SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);
  if (!record) return null;
  const toggle = (setting: ToggleSetting, on: boolean, label: string, icon: ReactNode, saying?: string) => (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      aria-pressed={on}
      title={label}
      onClick={() => {
        dispatch(settingToggled(setting));
        if (saying) setSaid(t(`${saying}${on ? 'Off' : 'On'}`));
      }}
    >
      {icon}
    </button>
  );
  return (
    <header className="play__bar">
      <span className="play__switches">
        {toggle(
          'hasSound',
          settings.hasSound,
          t('shell:options.sound'),
          <SpeakerIcon on={settings.hasSound} />,
        )}
        {toggle('torchOn', settings.torchOn, t('torch'), <TorchIcon on={settings.torchOn} />, 'torchSaid')}
        {toggle(
          'dimUnrelated',
          settings.dimUnrelated,
          t('dim'),
          <DimIcon on={settings.dimUnrelated} />,
          'dimSaid',
        )}
        {/* Spec: the info legend, an overlay like the menu's (modals/LegendModal). */}
        <a href="#legend" className="icon-button" aria-label={t('legend')} title={t('legend')}>
          i
        </a>
      </span>
      <SwitchSaid said={said} />
      {title ?? (
        <>
          <span>
            {mode.marathon
              ? t('marathonBar', { step: mode.marathon.step })
              : t(`difficulty${record.difficultyLevel}`)}
          </span>
          <span className="play__title play__title--land">
            {t('puzzleTitle', { land: t(`shell:land.${LANDS[record.level - 1]}`), shape: record.shape })}
          </span>
        </>
      )}
      {mode.scored && (
        <span>
          {t('score')}: {points}
        </span>
      )}
      {mode.zen ? <span>{t('zenBar')}</span> : <PlayClock />}
      {!mode.clueDrill && !mode.zen && (
        <span>
          {t('lives')}: {livesShown(lives, Math.max(LIVES, mode.marathon?.lives ?? 0))}
        </span>
      )}
      {mode.scored && <span>{t('prize', { gems: availableGems(record.difficultyLevel) })}</span>}
      {/* Spec: the puzzle id, whose tap adds ?id= to the address: a link to share this puzzle. */}
      {path === '/play' && (
        <button
          type="button"
          className="play__id"
          aria-label={t('puzzleLink', { id: record.puzzleId })}
          // Ids are letters, digits and dashes: safe in an address as they are.
          onClick={() => navigate(`/play?id=${record.puzzleId}`, { replace: true })}
        >
          {record.puzzleId}
        </button>
      )}
    </header>
  );
}
