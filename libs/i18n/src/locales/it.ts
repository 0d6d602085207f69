import type { Resources } from './en.js';

export const it: Resources = {
  shell: {
    title: 'cZeus',
    tagline: 'Trova i numeri nascosti dalle loro somme e dai loro prodotti.',
    server: {
      checking: 'Connessione al server di gioco…',
      ok: 'Server di gioco pronto (versione {{version}})',
      down: 'Impossibile raggiungere il server di gioco. Controlla la connessione e riprova.',
    },
    retry: 'Riprova',
  },
};
