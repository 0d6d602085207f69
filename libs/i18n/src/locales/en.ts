export const en = {
  shell: {
    title: 'cZeus',
    tagline: 'Find the hidden numbers from their sums and products.',
    server: {
      checking: 'Connecting to the game server…',
      ok: 'Game server ready (version {{version}})',
      down: 'The game server cannot be reached. Check your connection and try again.',
    },
    retry: 'Try again',
  },
};

/** The shape every language must have: the English resources are the reference. */
export type Resources = typeof en;
