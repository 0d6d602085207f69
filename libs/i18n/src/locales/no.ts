import type { Resources } from './en.js';

export const no: Resources = {
  shell: {
    title: 'cZeus',
    tagline: 'Finn de skjulte tallene ut fra summene og produktene deres.',
    server: {
      checking: 'Kobler til spillserveren …',
      ok: 'Spillserveren er klar (versjon {{version}})',
      down: 'Får ikke kontakt med spillserveren. Sjekk tilkoblingen og prøv igjen.',
    },
    retry: 'Prøv igjen',
  },
};
