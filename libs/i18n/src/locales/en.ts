import type { ResourceTree } from '../resource-tree.js';

export const en: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Find the hidden numbers from their sums and products.',
    retry: 'Try again',
    gems_one: '{{count}} gem',
    gems_other: '{{count}} gems',
    menu: {
      open: 'Menu',
      close: 'Close',
      home: 'Choose a puzzle',
      profile: 'Profile',
      language: 'Language',
      contact: 'Contact us',
      about: 'About cZeus',
      website: 'cZeus website',
      rules: 'Rules',
      options: 'Options',
      login: 'Log in or register',
      logout: 'Log out',
      tutorial: 'Tutorial',
      practice: 'Practice',
    },
    tutorial: {
      nav: 'Tutorial pages',
      exit: 'Exit',
      skip: 'Skip the tutorial',
      back: 'Back',
      next: 'Next',
      play: 'Play {{land}}',
    },
    rules: {
      title: 'How to play',
      rule1:
        'Every mystery cell hides a whole number from 1 to 9. Numbers may repeat, and some may not appear at all.',
      rule2:
        'Two connected numbers may form a pair only once in a puzzle, in either order: if 3 and 4 sit side by side in one place, they cannot sit side by side anywhere else.',
      rule3:
        'The one exception is a cZeus square: four equal numbers around a square clue. A puzzle has at most one.',
      rule4: 'Every puzzle has exactly one solution, so you never need to guess.',
      clues:
        'A clue between two cells shows their sum (+) and their product (×). A square clue shows the sum and product of the four cells around it.',
    },
    about: {
      title: 'About cZeus',
      body: 'cZeus is a number-logic game. Each clue tells you the sum and the product of the numbers next to it; put the clues together and the hidden numbers appear, one logical step at a time.',
    },
    screen: {
      comingSoon: 'This part of the game is on its way.',
      backHome: 'Back to the puzzles',
      notFound: 'There is no page here, so here are the puzzles.',
      setPassword: 'Set a new password',
      login: 'Log in',
      play: 'Play',
      practice: 'Practice',
      tutorial: 'Tutorial: {{land}}, page {{page}} of {{pages}}',
    },
    land: {
      summerland: 'Summerland',
      autumnland: 'Autumnland',
      winterland: 'Winterland',
    },
    intro: {
      play: 'Play now',
      tutorial: 'Tutorial',
      language: 'Language',
    },
    fullscreen: {
      enter: 'Full screen',
      leave: 'Leave full screen',
      homeScreen: 'For full screen, tap Share and then “Add to Home Screen”.',
    },
    assist: {
      title: 'Error assist',
    },
  },
  home: {
    puzzles: 'Choose a puzzle',
    previous: 'Previous puzzle',
    next: 'Next puzzle',
    slide: 'Puzzle {{number}} of {{count}}: {{land}}, shape {{shape}}',
    difficulty: 'Difficulty',
    band1: 'Easy',
    band2: 'Medium',
    band3: 'Hard',
    band4: 'Expert',
    play: 'Play {{land}} {{shape}}',
    bestStars: 'Best: {{best}} of 3 stars',
    upNext: 'Up next',
    zen: 'Zen: no clock, no score',
    zenShort: 'Zen',
  },
};
