import boardFont from '../../../../../assets/fonts/board.woff2?url';
import { BOARD_FAMILY, BOARD_WEIGHT } from './board-fonts';

/**
 * The longest the first board waits for its typeface: on a slow line it is drawn in the
 * system's font rather than kept from the player (the file is 1.7 kB).
 */
const WAIT_MS = 1500;

let loaded: Promise<void> | null = null;

/** Fetches the board's typeface (tools/board-font.mjs) once; resolves when it is there, failed, or took too long. */
export function boardTypeface(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const face = new FontFace(BOARD_FAMILY, `url(${boardFont}) format('woff2')`, { weight: BOARD_WEIGHT });
    document.fonts.add(face);
    face.load().then(
      () => resolve(),
      () => resolve(),
    );
    setTimeout(resolve, WAIT_MS);
  });
  return loaded;
}
