import type { Resources } from './en.js';

export const es: Resources = {
  shell: {
    title: 'cZeus',
    tagline: 'Encuentra los números ocultos a partir de sus sumas y productos.',
    server: {
      checking: 'Conectando con el servidor del juego…',
      ok: 'Servidor del juego listo (versión {{version}})',
      down: 'No se puede conectar con el servidor del juego. Revisa tu conexión e inténtalo de nuevo.',
    },
    retry: 'Reintentar',
  },
};
