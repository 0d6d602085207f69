module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // Pixi's CommonJS build requires earcut, which ships only as an ES module: compile it too, so
  // the stage's layers run in tests with the real Pixi display objects.
  transformIgnorePatterns: ['/node_modules/(?!earcut/)'],
  moduleNameMapper: {
    ...require('../../jest.preset.cjs').moduleNameMapper,
    // gsap's core alone ships only as an ES module; its CommonJS build is the core with the CSS plugin.
    '^gsap/gsap-core$': 'gsap',
  },
  // vite.config.ts defines it at build time; the tests run the production build's code.
  globals: { __CZEUS_PROBES__: false },
  // IndexedDB for Node and jsdom (the waiting games live there): a complete in-memory implementation.
  setupFiles: ['fake-indexeddb/auto'],
};
