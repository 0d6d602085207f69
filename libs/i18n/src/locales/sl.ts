import type { Resources } from './en.js';

export const sl: Resources = {
  shell: {
    title: 'cZeus',
    tagline: 'Poišči skrita števila iz njihovih vsot in zmnožkov.',
    server: {
      checking: 'Povezovanje s strežnikom igre …',
      ok: 'Strežnik igre je pripravljen (različica {{version}})',
      down: 'Strežnik igre ni dosegljiv. Preveri povezavo in poskusi znova.',
    },
    retry: 'Poskusi znova',
  },
};
