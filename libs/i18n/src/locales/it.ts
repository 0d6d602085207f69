import type { ResourceTree } from '../resource-tree.js';

export const it: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Trova i numeri nascosti dalle loro somme e dai loro prodotti.',
    retry: 'Riprova',
    gems_one: '{{count}} gemma',
    gems_many: '{{count}} di gemme',
    gems_other: '{{count}} gemme',
    menu: {
      open: 'Menu',
      close: 'Chiudi',
      home: 'Scegli un puzzle',
      profile: 'Profilo',
      language: 'Lingua',
      contact: 'Contattaci',
      about: 'Informazioni su cZeus',
      website: 'Sito di cZeus',
      rules: 'Regole',
      options: 'Opzioni',
      login: 'Accedi o registrati',
      logout: 'Esci',
      tutorial: 'Tutorial',
      practice: 'Esercizio',
    },
    tutorial: {
      nav: 'Pagine del tutorial',
      exit: 'Esci',
      skip: 'Salta il tutorial',
      back: 'Indietro',
      next: 'Avanti',
      play: 'Gioca in {{land}}',
    },
    rules: {
      title: 'Come si gioca',
      rule1:
        'Ogni casella misteriosa nasconde un numero intero da 1 a 9. I numeri possono ripetersi e alcuni possono mancare.',
      rule2:
        'Due numeri collegati possono formare una coppia una sola volta in un puzzle, in qualsiasi ordine: se 3 e 4 sono vicini in un punto, non possono esserlo altrove.',
      rule3:
        "L'unica eccezione è un quadrato cZeus: quattro numeri uguali intorno a un indizio quadrato. Un puzzle ne ha al massimo uno.",
      rule4: 'Ogni puzzle ha esattamente una soluzione, quindi non serve mai tirare a indovinare.',
      clues:
        'Un indizio tra due caselle mostra la loro somma (+) e il loro prodotto (×). Un indizio quadrato mostra somma e prodotto delle quattro caselle intorno.',
    },
    about: {
      title: 'Informazioni su cZeus',
      body: 'cZeus è un gioco di logica con i numeri. Ogni indizio ti dice la somma e il prodotto dei numeri vicini; metti insieme gli indizi e i numeri nascosti appaiono, un passo logico alla volta.',
    },
    screen: {
      comingSoon: 'Questa parte del gioco sta arrivando.',
      backHome: 'Torna ai puzzle',
      notFound: 'Qui non c’è nessuna pagina, quindi ecco i puzzle.',
      setPassword: 'Imposta una nuova password',
      login: 'Accedi',
      play: 'Gioca',
      practice: 'Esercizio',
      tutorial: 'Tutorial: {{land}}, pagina {{page}} di {{pages}}',
    },
    land: {
      summerland: "Terra d'estate",
      autumnland: "Terra d'autunno",
      winterland: "Terra d'inverno",
    },
    intro: {
      play: 'Gioca ora',
      tutorial: 'Tutorial',
      language: 'Lingua',
    },
    fullscreen: {
      enter: 'Schermo intero',
      leave: 'Esci dallo schermo intero',
      homeScreen: 'Per lo schermo intero, tocca Condividi e poi «Aggiungi alla schermata Home».',
    },
    assist: {
      title: 'Aiuto sugli errori',
    },
  },
  home: {
    puzzles: 'Scegli un puzzle',
    previous: 'Puzzle precedente',
    next: 'Puzzle successivo',
    slide: 'Puzzle {{number}} di {{count}}: {{land}}, forma {{shape}}',
    difficulty: 'Difficoltà',
    band1: 'Facile',
    band2: 'Media',
    band3: 'Difficile',
    band4: 'Esperto',
    play: 'Gioca {{land}} {{shape}}',
    bestStars: 'Migliore: {{best}} su 3 stelle',
    upNext: 'Prossimo',
    zen: 'Zen: senza orologio, senza punti',
    zenShort: 'Zen',
  },
};
