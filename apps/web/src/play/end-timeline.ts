/** What the end screen counts up to. */
export interface EndFigures {
  /** The three stars in the spec's order: finished, time, no errors. */
  stars: [boolean, boolean, boolean];
  gems: number;
  /** Score without the three-star bonus, and the bonus itself. */
  score: number;
  bonus: number;
}

export interface EndFrame {
  starsShown: number;
  gems: number;
  score: number;
  bonus: number;
  messageShown: boolean;
  /** Nothing moves any more: the timer can stop. */
  done: boolean;
}

/** Spec section 4: the end screen's timeline, in ms. */
export const STAR_TIMES_MS = [500, 1000, 1500];
export const GEMS_FROM_MS = 1200;
export const GEMS_STEP = 5;
export const TICK_MS = 100;
export const SCORE_STEPS = 15;
export const BONUS_STEPS = 10;
export const MESSAGE_AT_MS = 2100;
/** Not in the spec: the score counts from the first star; the bonus right after it. */
const SCORE_FROM_MS = STAR_TIMES_MS[0];

const counted = (total: number, steps: number, step: number) =>
  step >= steps ? total : Math.round((total * Math.max(0, step)) / steps);

/** The end screen at `ms` after it opened (pure, so the timeline is tested without a clock). */
export function endFrameAt(ms: number, figures: EndFigures): EndFrame {
  const starsShown = STAR_TIMES_MS.filter((at) => ms >= at).length;
  const gemTicks = ms < GEMS_FROM_MS ? 0 : Math.floor((ms - GEMS_FROM_MS) / TICK_MS) + 1;
  const gems = Math.min(figures.gems, gemTicks * GEMS_STEP);
  const scoreStep = Math.floor((ms - SCORE_FROM_MS) / TICK_MS) + 1;
  const score = counted(figures.score, SCORE_STEPS, scoreStep);
  const bonus = counted(figures.bonus, BONUS_STEPS, scoreStep - SCORE_STEPS);
  const messageShown = ms >= MESSAGE_AT_MS;
  const done =
    starsShown === 3 &&
    gems === figures.gems &&
    score === figures.score &&
    bonus === figures.bonus &&
    messageShown;
  return { starsShown, gems, score, bonus, messageShown, done };
}

/** The timeline's end state at once: reduced motion, or a screen reader reading the figures. */
export const finalFrame = (figures: EndFigures): EndFrame => ({
  starsShown: 3,
  gems: figures.gems,
  score: figures.score,
  bonus: figures.bonus,
  messageShown: true,
  done: true,
});
