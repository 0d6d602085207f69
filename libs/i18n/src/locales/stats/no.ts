import type { ResourceTree } from '../../resource-tree.js';

/** The stats overlay's texts (namespace `stats`), with the side menu's entry to it. */
export const stats: ResourceTree = {
  menu: 'Statistikk',
  title: 'Din statistikk',
  failed: 'Statistikken kunne ikke lastes.',
  empty: 'Spill en oppgave, så dukker statistikken din opp her.',
  games: 'Spill',
  wins: 'Seire',
  streak: 'Daglig rekke',
  bestStreak: 'Beste rekke',
  freezes: 'Frysninger',
  showTable: 'Vis som tabell',
  solveTimes: 'Løsningstider',
  solveTimesSummary:
    'Stolpediagram over løsningstidene dine i trinn på 30 sekunder. Løste oppgaver i alt: {{solves}}.',
  bar: '{{from}}–{{to}} min',
  barLast: '{{from}} min eller mer',
  time: 'Tid',
  solves: 'Løsninger',
  calendar: 'Dagsoppgaver siste 12 uker',
  calendarSummary:
    'Kalender over de siste 12 ukene. Løste dagsoppgaver: {{solved}}. Dager reddet av en frysning: {{frozen}}.',
  solved: 'Løst',
  frozen: 'Reddet av en frysning',
  notSolved: 'Ikke løst',
  date: 'Dato',
  daily: 'Dagsoppgave',
  noDailies: 'Ingen dagsoppgaver løst ennå.',
  times: 'Tider per land og vanskelighetsgrad',
  timesSummary:
    'Stolper med din beste og gjennomsnittlige løsningstid for hvert land og hver vanskelighetsgrad du har spilt.',
  slot: '{{land}}, {{band}}',
  slotColumn: 'Land og vanskelighetsgrad',
  best: 'Beste',
  average: 'Snitt',
  history: 'Dagsoppgaver, siste 30 dager',
  hints: 'Tips',
  rank: 'Plass',
};
