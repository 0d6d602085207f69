import type { ResourceTree } from '../resource-tree.js';

export const en: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Find the hidden numbers from their sums and products.',
    server: {
      checking: 'Connecting to the game server…',
      ok: 'Game server ready (version {{version}})',
      down: 'The game server cannot be reached. Check your connection and try again.',
    },
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
    },
    options: {
      title: 'Options',
      sound: 'Sound',
      errorAssist: 'Show why a wrong number is wrong',
      rule2Assist: 'Also warn about repeated pairs (rule 2)',
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
    consent: {
      text: 'We count which screens are used, to make the game better. Nothing is sent unless you allow it.',
      accept: 'Allow',
      decline: 'No, thanks',
    },
  },
  errors: {
    error: 'Error. Please try again.',
    'error-login-wrongcredentials': 'Wrong username or password. Try again or reset your password.',
    'error-login-enteremail': 'Please enter email',
    'error-login-enterpassword': 'Please enter password',
    'error-login-enterusername': 'Please enter username',
    'error-register-passwordsmatch': "Passwords don't match.",
    'error-register-passwordformat': 'Password must have 6 or more characters.',
    'error-register-terms': 'Please agree with the terms of service',
    'error-register-useremailexists': 'This email address is already being used',
    'error-register-usernameexists': 'This username is already taken',
    'wrong-credential': 'Wrong username or password. Try again or reset your password.',
    'forgot-password-not-email': 'Please enter a valid email',
    'reset-password-fail': 'Sorry, there was an error changing password.',
    'puzzle-fail': 'Oops! Try again.',
  },
  account: {
    email: 'Email',
    username: 'Username',
    password: 'Password',
    password2: 'Repeat password',
    terms: 'I agree with the terms of service',
    login: 'Log in',
    register: 'Create account',
    toRegister: 'New here? Create an account',
    toLogin: 'Have an account? Log in',
    loggedIn: 'You are logged in as {{name}}.',
    logout: 'Log out',
    guestNote: 'Playing as a guest. Create an account to keep your gems and progress on every device.',
    topScore: 'Top score',
    totalScore: 'Total score',
    games: 'Games played',
    gems: 'Gems',
    rename: 'Change name',
    save: 'Save',
    saved: 'Saved.',
    guestProfile: 'Create an account to keep your profile on every device.',
    dailyTitle: 'Daily reward',
    dailyBody: 'Here are your {{count}} gems for today!',
    claim: 'Collect',
    claimed: 'Collected. Come back tomorrow!',
  },
  hints: {
    'rule1-error-1': 'Numbers go from 1 to 9, and {{a}} is not one of them.',
    'rule1-error-2': 'Choose a mystery cell to put a number in.',
    'pair-add-error-1': '{{a}} + {{b}} does not make the add clue {{add}}.',
    'pair-add-error-2':
      'With {{a}} here the other number would have to be {{b}} to make {{add}}, but numbers only go from 1 to 9.',
    'pair-mult-error-1': '{{a}} × {{b}} does not make the times clue {{mult}}.',
    'pair-mult-error-2': '{{a}} is not a factor of {{mult}}: no whole number times {{a}} makes {{mult}}.',
    'pair-mult-error-3': '{{mult}} ÷ {{a}} = {{b}}, but numbers only go up to 9.',
    'pair-clue-error-1':
      'With {{a}} here the add clue {{add}} needs {{b}} next to it, but {{a}} × {{b}} is not {{mult}}.',
    'sq-add-error-1': 'The four numbers add up to {{sum}}, but the square clue says {{add}}.',
    'sq-add-error-2':
      'The numbers so far add up to {{sum}}. To reach {{add}} the others would have to make {{left}}, and numbers from 1 to 9 cannot do that.',
    'sq-mult-error-1': 'The four numbers multiply to {{product}}, but the square clue says {{mult}}.',
    'sq-mult-error-2':
      'The three numbers multiply to {{product}}, and no number from 1 to 9 times {{product}} makes {{mult}}.',
    'sq-mult-error-3':
      'The numbers so far multiply to {{product}}, and {{mult}} cannot be made from {{product}} times numbers from 1 to 9.',
    'sq-mult-error-4':
      '{{mult}} can only be {{d}} × {{d}} × {{d}} × {{d}}, so every number around this square is {{d}}, not {{a}}.',
    'sq-dbl-clue-error-1':
      'The three numbers add up to {{sum}} and multiply to {{product}}. The add clue {{add}} needs a {{d}}, but then the numbers would not multiply to {{mult}}.',
    'rule2-error-1':
      'Numbers cannot connect more than once: {{a}} and {{b}} are already a pair somewhere else.',
    'rule2-error-2':
      'Good guess. But this is not a cZeus Square! {{a}} and {{b}} can only be a pair twice around a square when all four numbers are the same.',
    'rule3-error-1': 'A puzzle has only one cZeus square, and four {{d}}s here would make a second one.',
    'entry-not-solution-1': '{{a}} does not break any clue yet, but it is not the number here.',
    'hint-single-candidate': 'Only {{d}} is left for this cell, so it must be {{d}}.',
    'hint-pair-add-known': '{{a}} + ? = {{add}}, so the other number is {{b}}.',
    'hint-pair-mult-known': '{{a}} × ? = {{mult}}, so the other number is {{b}}.',
    'hint-square-all-equal':
      'Only {{d}} × {{d}} × {{d}} × {{d}} makes {{mult}}, so all four numbers around the square are {{d}}.',
    'hint-square-all-equal-both':
      '{{mult}} is {{d}} × {{d}} × {{d}} × {{d}}, and the sum fits four {{d}}s as well: all four numbers around the square are {{d}}.',
    'hint-square-fourth-add':
      'Three numbers of the square add up to {{sum}}. {{add}} − {{sum}} = {{d}}, so the fourth number is {{d}}.',
    'hint-square-fourth-mult':
      'Three numbers of the square multiply to {{product}}. {{mult}} ÷ {{product}} = {{d}}, so the fourth number is {{d}}.',
    'hint-pair-identical':
      'Which two numbers add up to {{add}} and multiply to {{mult}}? {{a}} and {{b}}, so both cells are {{a}}.',
    'hint-pair-both-halves':
      'Which two numbers add up to {{add}} and multiply to {{mult}}? Only {{a}} and {{b}}, so each of these cells is {{a}} or {{b}}.',
    'hint-common-factor':
      'This cell sits between the times clues {{clues}}. The only number that is a factor of all of them here is {{d}}.',
    'hint-common-sum':
      'This cell sits between the clues {{clues}}. The only number that fits all of them is {{d}}.',
    'hint-candidate-list-add':
      'Look at the add clue {{add}} and what the cell next to this one can still be: this cell can only be {{digits}}.',
    'hint-candidate-list-mult':
      'Look at the times clue {{mult}} and what the cell next to this one can still be: this cell can only be {{digits}}.',
    'hint-candidate-list-both':
      'Look at the clues +{{add}} and ×{{mult}} and what the cell next to this one can still be: this cell can only be {{digits}}.',
    'hint-square-minus-pair-add':
      'The square adds up to {{whole}} and one side adds up to {{part}}, so the opposite side adds up to {{whole}} − {{part}} = {{value}}.',
    'hint-square-divided-by-pair':
      'The square multiplies to {{whole}} and one side multiplies to {{part}}, so the opposite side multiplies to {{whole}} ÷ {{part}} = {{value}}.',
    'hint-rule2-elimination':
      '{{a}} is already paired with {{digits}} somewhere else. A pair can only be used once, so this cell cannot be {{digits}}.',
    'hint-square-enumeration-add':
      'Try every way four numbers can add up to {{add}} around this square, keeping to the clues on its sides: some numbers never fit, so cross them out.',
    'hint-square-enumeration-mult':
      'Try every way four numbers can multiply to {{mult}} around this square, keeping to the clues on its sides: some numbers never fit, so cross them out.',
    'hint-square-enumeration-both':
      'Try every way four numbers can add up to {{add}} and multiply to {{mult}} around this square, keeping to the clues on its sides: some numbers never fit, so cross them out.',
    'hint-what-if': 'That cannot work, so this cell is not {{d}}. Cross {{d}} out.',
    'hint-what-if-assume': 'What if this cell were {{d}}? Follow what that would mean.',
    'gentle-hint-1': 'Look at the highlighted clue: it gives you a number straight away.',
    'gentle-hint-2': 'Look at the highlighted cell and the clues around it: which numbers fit all of them?',
    'gentle-hint-3': 'Compare the highlighted clues: together they tell you more than each one on its own.',
    'gentle-hint-4': 'Pick one of the few numbers left in the highlighted cell and follow where it leads.',
    'guess-no-hint-1': 'Every number is found. Well done!',
    'guess-no-hint-2': 'No step can be found from here.',
  },
  play: {
    grid: 'cZeus puzzle',
    mystery: 'mystery, row {{row}}, column {{col}}, {{value}}',
    empty: 'empty',
    clueAdd: 'add clue {{value}}, {{where}}',
    clueMult: 'times clue {{value}}, {{where}}',
    hidden: 'hidden',
    between: 'between row {{r1}} column {{c1}} and row {{r2}} column {{c2}}',
    square: 'around the square at row {{row}} column {{col}}',
    pad: 'Numbers',
    notes: 'Notes',
    hint: 'Smart hint ({{price}} gems)',
    reveal: 'Reveal ({{price}} gems)',
    more: 'More',
    back: 'Back',
    close: 'Close',
    score: 'Score',
    time: 'Time',
    lives: 'Lives',
    go: 'Go!',
    loading: 'Loading the puzzle…',
    loadFailed: 'The puzzle could not be loaded.',
    notEnoughGems: 'Not enough gems for that yet.',
    wrong: '{{digit}} is not right here.',
    title3: 'cZeused! A perfect game.',
    title2time: 'Well done, and in time!',
    title2errors: 'Well done, without a mistake!',
    title1: 'Puzzle completed.',
    title0: 'Out of lives. Try again!',
    stars: 'Stars: {{count}} of 3',
    gemsEarned: 'Gems earned: {{count}}',
    finalScore: 'Score: {{score}}',
    saving: 'Saving your result…',
    saved: 'Result saved.',
    saveFailed: 'Could not save yet; trying again.',
    playAgain: 'Play again',
    newPuzzle: 'New puzzle',
    difficulty1: 'EASY',
    difficulty2: 'MEDIUM',
    difficulty3: 'HARD',
    difficulty4: 'EXPERT',
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
  },
};
