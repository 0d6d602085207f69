import type { SoundName } from './sound-cues';

/** A wrong number's buzz: two short pulses, a "no" felt in the hand (ms on, off, on). */
export const WRONG_BUZZ_MS = [40, 60, 40];

/** What can vibrate: the browser's navigator where it has the Vibration API. */
export type Vibrator = { vibrate?: (pattern: number[]) => boolean };

/**
 * Feel in the hands: a wrong answer buzzes where the browser can vibrate and the
 * player has not switched it off in Options. True when it asked the device to buzz.
 */
export function buzzFor(cue: SoundName | null, on: boolean, device: Vibrator | undefined): boolean {
  if (cue !== 'wrong' || !on || typeof device?.vibrate !== 'function') return false;
  return device.vibrate(WRONG_BUZZ_MS);
}
