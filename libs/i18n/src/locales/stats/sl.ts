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
  calendar: 'Dnevne uganke zadnjih 12 tednov',
  calendarSummary:
    'Koledar zadnjih 12 tednov: rešenih dnevnih ugank: {{solved}}, dni, ohranjenih z zamrznitvijo: {{frozen}}.',
  solved: 'Rešeno',
  frozen: 'Ohranjeno z zamrznitvijo',
  notSolved: 'Ni rešeno',
  date: 'Datum',
  daily: 'Dnevna',
  noDailies: 'Še nobena dnevna uganka ni rešena.',
  times: 'Časi po deželah in težavnosti',
  timesSummary:
    'Stolpci tvojega najboljšega in povprečnega časa reševanja za vsako deželo in težavnost, ki si jo igral.',
  slot: '{{land}}, {{band}}',
  slotColumn: 'Dežela in težavnost',
  best: 'Najboljši',
  average: 'Povprečje',
  history: 'Dnevne uganke, zadnjih 30 dni',
  hints: 'Namigi',
  rank: 'Mesto',
};
