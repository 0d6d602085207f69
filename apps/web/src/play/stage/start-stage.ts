import { whenIdle } from '../../when-idle';

/** The stage's code (Pixi, gsap) comes in a chunk of its own. */
const loadStage = () => import('./runtime');
export type Stage = Awaited<ReturnType<Awaited<ReturnType<typeof loadStage>>['getStage']>>;

/** Loads the stage and starts its renderer (once a session). */
export const startStage = (): Promise<Stage> => loadStage().then((m) => m.getStage());

/**
 * Starts the stage once the page has painted: Pixi's start is one long task, and the land's
 * scenery should be on screen before it. Called as a play screen's route opens, so Pixi loads
 * and starts while the screen's chunk, its texts and the puzzle travel (the countdown waits for
 * the board's first frame); a failure leaves the accessible grid to play.
 */
export function startStageAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(() => startStage().catch(() => undefined)));
}

/**
 * Home's warm-up, after the play screen's chunk: the stage starts in the next idle moment, so a
 * tap on Play finds Pixi loaded and its renderer started (on a 4x slower phone that was most of
 * the second between the tap and the countdown). The stage is the session's one, so nothing is
 * started twice; its ticker stays stopped until a board draws.
 */
export function startStageWhenIdle(): void {
  whenIdle(() => void startStage().catch(() => undefined));
}
