// The smart-hint engine (libs/puzzle's ladder of techniques), in a chunk of its own.
export { nextHint } from '@czeus/puzzle';
