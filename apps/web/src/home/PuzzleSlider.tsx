import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level, ShapeNumber } from '@czeus/puzzle';
import { useLocation } from 'wouter';
import { puzzleChosen, selectChoice } from '../settings/settings-slice';
import { selectProfile } from '../store/profile';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { slotKey } from '../results/best-results';
import { ShapeSketch } from './ShapeSketch';
import { LandScenery } from '../lands/LandScenery';
import type { SlotMarks } from './slot-marks';

const LANDS = ['summerland', 'autumnland', 'winterland'] as const;
/** Spec: 12 slides, 4 per land, in land order. */
const SLIDES = LANDS.flatMap((land, l) =>
  [1, 2, 3, 4].map((shape) => ({ land, level: (l + 1) as Level, shape: shape as ShapeNumber })),
);

const NO_MARKS: SlotMarks = { stars: {}, next: '' };

export const playPath = (level: number, shape: number, difficulty: number) =>
  `/play?level=${level}&shape=${shape}&difficulty=${difficulty}`;

/**
 * The land and puzzle slider: swipe or the arrows move it, a tap selects a slide, a tap on
 * the selected slide plays it. The difficulty goes up to the land number + 1.
 */
export function PuzzleSlider() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  // The start of "tap on Play → board accepts input" (czeus:board-ready), read by bench:lighthouse.
  const play = (level: number, shape: number, difficulty: number) => {
    performance.mark('czeus:play-tap');
    navigate(playPath(level, shape, difficulty));
  };
  const choice = useAppSelector(selectChoice);
  const index = SLIDES.findIndex((s) => s.level === choice.level && s.shape === choice.shape);
  const track = useRef<HTMLOListElement>(null);
  // Read once per visit of home (a game played since has come back through here), from a chunk
  // of its own: it shares auto-progress with the play screen, which home's script need not carry.
  // The server's bests per slot (the top bar has the profile already) lift this browser's: an
  // account shows its stars on every device.
  const accountStars = useAppSelector(selectProfile)?.slotStars;
  const [marks, setMarks] = useState<SlotMarks>(NO_MARKS);
  const [Zen, setZen] = useState<ComponentType | null>(null);
  useEffect(() => {
    let shown = true;
    void import('./slot-marks').then(({ pageStorage, slotMarksOf, ZenSwitch }) => {
      if (!shown) return;
      setMarks(slotMarksOf(pageStorage(), accountStars));
      setZen(() => ZenSwitch);
    });
    return () => {
      shown = false;
    };
  }, [accountStars]);

  useEffect(() => {
    const slide = track.current?.children[index] as HTMLElement | undefined;
    slide?.scrollIntoView({ behavior: 'smooth', inline: 'center', block: 'nearest' });
  }, [index]);

  const choose = (i: number) => {
    const { level, shape } = SLIDES[(i + SLIDES.length) % SLIDES.length];
    dispatch(puzzleChosen({ level, shape, difficulty: Math.min(choice.difficulty, level + 1) }));
  };
  const current = SLIDES[index];
  const land = t(`land.${current.land}`);

  return (
    <section className="slider" aria-label={t('home:puzzles')}>
      {/* Home stands in the chosen slide's land: choosing a puzzle is choosing a place. */}
      <LandScenery level={current.level} />
      <div className="slider__frame">
        <button
          type="button"
          className="icon-button slider__arrow"
          aria-label={t('home:previous')}
          onClick={() => choose(index - 1)}
        >
          ‹
        </button>
        <ol className="slider__track" ref={track}>
          {SLIDES.map((slide, i) => {
            const slot = slotKey(slide.level, slide.shape);
            const best = marks.stars[slot] ?? 0;
            const next = marks.next === slot;
            return (
              <li key={slot}>
                <button
                  type="button"
                  data-land={slide.level}
                  className={`slide slide--${slide.land}${i === index ? ' is-selected' : ''}${next ? ' is-next' : ''}`}
                  aria-current={i === index}
                  // Named by what it shows (a voice user says what they see); the rest describes it.
                  aria-describedby={`slide-${i}`}
                  onClick={() =>
                    i === index ? play(slide.level, slide.shape, choice.difficulty) : choose(i)
                  }
                >
                  <span className="slide__number">{i + 1}</span>
                  <ShapeSketch level={slide.level} shape={slide.shape} />
                  <span className="slide__land">{t(`land.${slide.land}`)}</span>
                  {/* Read in the description below: the slide keeps its short name. */}
                  <span className="slide__stars" aria-hidden="true">
                    {[0, 1, 2].map((s) => (
                      <span key={s} className={s < best ? 'is-won' : undefined}>
                        {s < best ? '★' : '☆'}
                      </span>
                    ))}
                  </span>
                  {next && (
                    <span className="slide__next" aria-hidden="true">
                      {t('home:upNext')}
                    </span>
                  )}
                </button>
                <span id={`slide-${i}`} className="visually-hidden">
                  {t('home:slide', {
                    number: i + 1,
                    count: SLIDES.length,
                    land: t(`land.${slide.land}`),
                    shape: slide.shape,
                  })}
                  {'. '}
                  {t('home:bestStars', { best })}
                  {next && `. ${t('home:upNext')}`}
                </span>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="icon-button slider__arrow"
          aria-label={t('home:next')}
          onClick={() => choose(index + 1)}
        >
          ›
        </button>
      </div>
      <fieldset className="difficulty">
        <legend>{t('home:difficulty')}</legend>
        {Array.from({ length: current.level + 1 }, (_, b) => b + 1).map((band) => (
          <label key={band} className="difficulty__option">
            <input
              type="radio"
              name="difficulty"
              checked={choice.difficulty === band}
              onChange={() => dispatch(puzzleChosen({ ...choice, difficulty: band }))}
            />
            <span>{t(`home:band${band}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="slider__play">
        <button
          type="button"
          className="button button--primary"
          onClick={() => play(current.level, current.shape, choice.difficulty)}
        >
          {t('home:play', { land, shape: current.shape })}
        </button>
        {Zen && <Zen />}
      </div>
    </section>
  );
}
