/** Spec: /playblack is the play screen in black and white (contrast.ts). */
export const BLACK_PLAY_PATH = '/playblack';
