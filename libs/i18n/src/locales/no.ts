import type { ResourceTree } from '../resource-tree.js';

export const no: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Finn de skjulte tallene ut fra summene og produktene deres.',
    retry: 'Prøv igjen',
    gems_one: '{{count}} edelstein',
    gems_other: '{{count}} edelsteiner',
    menu: {
      open: 'Meny',
      close: 'Lukk',
      home: 'Velg en oppgave',
      profile: 'Profil',
      language: 'Språk',
      contact: 'Kontakt oss',
      about: 'Om cZeus',
      website: 'cZeus-nettsiden',
      rules: 'Regler',
      options: 'Innstillinger',
      login: 'Logg inn eller registrer deg',
      logout: 'Logg ut',
      tutorial: 'Opplæring',
      practice: 'Øving',
    },
    tutorial: {
      nav: 'Opplæringssider',
      exit: 'Avslutt',
      skip: 'Hopp over opplæringen',
      back: 'Tilbake',
      next: 'Neste',
      play: 'Spill {{land}}',
    },
    rules: {
      title: 'Slik spiller du',
      rule1:
        'Hver mysterierute skjuler et helt tall fra 1 til 9. Tall kan gå igjen, og noen er kanskje ikke med i det hele tatt.',
      rule2:
        'To tall som henger sammen, kan bare danne et par én gang i en oppgave, i hvilken som helst rekkefølge: står 3 og 4 ved siden av hverandre ett sted, kan de ikke stå ved siden av hverandre noe annet sted.',
      rule3:
        'Det eneste unntaket er et cZeus-kvadrat: fire like tall rundt et kvadrathint. En oppgave har høyst ett.',
      rule4: 'Hver oppgave har nøyaktig én løsning, så du trenger aldri å gjette.',
      clues:
        'Et hint mellom to ruter viser summen (+) og produktet (×) av dem. Et kvadrathint viser summen og produktet av de fire rutene rundt det.',
    },
    about: {
      title: 'Om cZeus',
      body: 'cZeus er et tallogikkspill. Hvert hint forteller deg summen og produktet av tallene ved siden av; setter du hintene sammen, kommer de skjulte tallene fram, ett logisk steg om gangen.',
    },
    screen: {
      comingSoon: 'Denne delen av spillet er på vei.',
      backHome: 'Tilbake til oppgavene',
      notFound: 'Her er det ingen side, så her er oppgavene.',
      setPassword: 'Lag et nytt passord',
      login: 'Logg inn',
      play: 'Spill',
      practice: 'Øving',
      tutorial: 'Opplæring: {{land}}, side {{page}} av {{pages}}',
    },
    land: {
      summerland: 'Sommerland',
      autumnland: 'Høstland',
      winterland: 'Vinterland',
    },
    intro: {
      play: 'Spill nå',
      tutorial: 'Opplæring',
      language: 'Språk',
    },
    fullscreen: {
      enter: 'Fullskjerm',
      leave: 'Avslutt fullskjerm',
      homeScreen: 'For fullskjerm: trykk Del og så «Legg til på Hjem-skjerm».',
    },
    assist: {
      title: 'Feilhjelp',
    },
  },
  home: {
    puzzles: 'Velg en oppgave',
    previous: 'Forrige oppgave',
    next: 'Neste oppgave',
    slide: 'Oppgave {{number}} av {{count}}: {{land}}, form {{shape}}',
    difficulty: 'Vanskelighetsgrad',
    band1: 'Lett',
    band2: 'Middels',
    band3: 'Vanskelig',
    band4: 'Ekspert',
    play: 'Spill {{land}} {{shape}}',
    bestStars: 'Beste: {{best}} av 3 stjerner',
    upNext: 'Neste',
    zen: 'Zen: ingen klokke, ingen poeng',
    zenShort: 'Zen',
  },
};
