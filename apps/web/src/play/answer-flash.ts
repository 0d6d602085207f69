/** Spec: a right answer flashes solved for 1 s; a wrong one flashes red on the pad and the cell for 1 s. */
export const ANSWER_FLASH_MS = 1000;
