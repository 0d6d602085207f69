import type { TutorialLand } from '@czeus/contract';

/**
 * Each land's loop length (s): tools/music.mjs's bars × 4 beats at its tempo;
 * tools/test/sounds.spec.ts checks these against it.
 */
export const LOOP_SECONDS: Record<TutorialLand, number> = {
  summerland: (8 * 4 * 60) / 100,
  autumnland: (8 * 4 * 60) / 84,
  winterland: (6 * 4 * 60) / 66,
};

/**
 * Where the loop starts in each file (tools/music.mjs LOOP_START_S): the file holds a little more
 * than one loop, so the decoder's delay at its start (these MP3s carry no gapless marks) never
 * falls inside the part that repeats.
 */
export const LOOP_START_S = 0.15;
