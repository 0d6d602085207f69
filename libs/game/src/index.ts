export * from './auto-progress.js';
export * from './constants.js';
export * from './events.js';
export * from './prizes.js';
export * from './reducer.js';
export * from './replay.js';
export * from './scoring.js';
export * from './state.js';
