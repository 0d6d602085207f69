import type { ResourceTree } from '../../resource-tree.js';

/** The stats overlay's texts (namespace `stats`), with the side menu's entry to it. */
export const stats: ResourceTree = {
  menu: 'Statistika',
  title: 'Tvoja statistika',
  failed: 'Statistike ni bilo mogoče naložiti.',
  empty: 'Igraj uganko in tu se bo pokazala tvoja statistika.',
  games: 'Igre',
  wins: 'Zmage',
  streak: 'Dnevni niz',
  bestStreak: 'Najboljši niz',
  freezes: 'Zamrznitve',
  showTable: 'Prikaži kot tabelo',
  solveTimes: 'Časi reševanja',
  solveTimesSummary:
    'Stolpčni graf tvojih časov reševanja v korakih po 30 sekund, skupaj rešitev: {{solves}}.',
  bar: '{{from}}–{{to}} min',
  barLast: '{{from}} min ali več',
  time: 'Čas',
  solves: 'Rešitve',
  calendar: 'Uganke dneva zadnjih 12 tednov',
  calendarSummary:
    'Koledar zadnjih 12 tednov. Rešenih ugank dneva: {{solved}}. Dni, ohranjenih z zamrznitvijo: {{frozen}}.',
  solved: 'Rešeno',
  frozen: 'Ohranjeno z zamrznitvijo',
  notSolved: 'Ni rešeno',
  date: 'Datum',
  daily: 'Uganka dneva',
  noDailies: 'Še nobena uganka dneva ni rešena.',
  times: 'Časi po deželah in težavnosti',
  timesSummary:
    'Stolpci tvojega najboljšega in povprečnega časa reševanja za vsako odigrano deželo in težavnost.',
  slot: '{{land}}, {{band}}',
  slotColumn: 'Dežela in težavnost',
  best: 'Najboljši',
  average: 'Povprečje',
  history: 'Uganke dneva, zadnjih 30 dni',
  hints: 'Nasveti',
  rank: 'Mesto',
};
