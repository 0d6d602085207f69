export * from './build.js';
export * from './codec.js';
export * from './lattice.js';
export * from './model.js';
export * from './pair-rules.js';
export * from './rules.js';
export * from './shapes.js';
export * from './solve.js';
