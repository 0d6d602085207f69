export * from './languages.js';
export * from './load-resources.js';
export * from './resource-tree.js';
export * from './resources.js';
