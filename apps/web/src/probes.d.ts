/**
 * True only in the probes build (vite.config.ts): the stage's read-outs for tests and benches.
 * A constant, so the production build drops what it guards.
 */
declare const __CZEUS_PROBES__: boolean;
