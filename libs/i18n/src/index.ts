export * from './languages.js';
export * from './load-resources.js';
export * from './resource-tree.js';
export * from './resources.js';
export { STATS_TEXTS } from './locales/stats/index.js';
