export * from './analytics.js';
export * from './auth.js';
export * from './contact.js';
export * from './errors.js';
export * from './game.js';
export * from './headers.js';
export * from './health.js';
export * from './user.js';
