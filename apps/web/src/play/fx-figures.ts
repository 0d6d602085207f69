/** Spec (constants): gems in one flight during play, and on the end screen. */
export const FLYING_GEMS = 40;
export const FLYING_GEMS_END = 30;
