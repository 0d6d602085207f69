import { type GameState, type Outcome, starCount } from '@czeus/game';
import { secondsLeft } from '../play-slice';

/** The game's sounds (tools/sounds.mjs makes them). */
export type SoundName =
  'correct' | 'wrong' | 'win' | 'fail' | 'warning' | 'gem' | 'depleted' | 'star' | 'tap';

/** Spec section 9: the time-warning sound plays once at about 11 s left, above land 1. */
export const TIME_WARNING_S = 11;
const TIME_WARNING_FROM_LEVEL = 2;

export interface CueInput {
  game: GameState;
  outcome: Outcome | null;
}

/**
 * The sound for a change of the store, if any: answers, the end, a bought hint, a refusal, and
 * the moment the clock crosses the warning. A new outcome object is a new answer, even when
 * it equals the last (the same wrong digit twice sounds twice).
 */
export function cueFor(before: CueInput, after: CueInput): SoundName | null {
  const { outcome } = after;
  if (outcome && outcome !== before.outcome) {
    switch (outcome.kind) {
      case 'correct':
        return 'correct';
      // A zen number is neither right nor wrong until checked: a plain tap.
      case 'guessed':
        return 'tap';
      case 'wrong':
        return 'wrong';
      // Spec: "Sounds differ for full stars": three stars ring out with their own.
      case 'finished':
        if (outcome.finishType !== 'success') return 'fail';
        return after.game.stars && starCount(after.game.stars) === 3 ? 'star' : 'win';
      case 'hintBought':
      case 'revealed':
        return 'gem';
      case 'adOffered':
      case 'depleted':
        return 'depleted';
      case 'clueAnswered':
        return outcome.right ? 'correct' : 'wrong';
      default:
        break;
    }
  }
  const crossed =
    after.game.phase === 'progress' &&
    (after.game.record?.level ?? 0) >= TIME_WARNING_FROM_LEVEL &&
    secondsLeft(before.game) > TIME_WARNING_S &&
    secondsLeft(after.game) <= TIME_WARNING_S;
  return crossed ? 'warning' : null;
}
