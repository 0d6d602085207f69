export * from './board.js';
export * from './common-factor.js';
export * from './engine.js';
export * from './onboarding.js';
export * from './pages/index.js';
export * from './script.js';
export * from './step-machine.js';
