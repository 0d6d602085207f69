export * from './languages.js';
export * from './resources.js';
