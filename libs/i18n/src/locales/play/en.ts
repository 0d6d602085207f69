import type { ResourceTree } from '../../resource-tree.js';

/** The play, hint and practice screens' texts in this language: loaded with those screens, not with home. */
export const play: Record<'hints' | 'play' | 'practice', ResourceTree> = {
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
    newPuzzle: 'Play a new puzzle',
    notEnoughGems: 'Not enough gems for that yet.',
    wrong: '{{digit}} is not right here.',
    estimate: "Choose the clue's value",
    clueWrong: "{{value}} is not this clue's value",
    clueWrongTerms: '{{terms}} is not {{value}}',
    clueRight: 'Right: {{value}}',
    squareBonus: 'Square bonus: +{{points}}',
    czeusBonus: 'cZeus! Four equal numbers: +{{points}}',
    backToResults: 'Back to the results',
    puzzleTitle: '{{land}}, puzzle {{shape}}',
    prize: 'Prize: {{gems}} gems',
    undo: 'Undo note',
    torch: 'Torch',
    dim: 'Dim unrelated cells',
    noHintsLeft: 'No smart hint left for this puzzle.',
    selectFirst: 'Select a mystery cell first.',
    title3: 'cZeused! A perfect game.',
    title2time: 'Well done, and in time!',
    title2errors: 'Well done, without a mistake!',
    title1: 'Puzzle completed.',
    title0: 'Out of lives. Try again!',
    newBest: 'New best!',
    failedCheer: 'Every try sharpens your eye. See how it solves, or have another go.',
    stars: 'Stars: {{count}} of 3',
    gemsEarned: 'Gems earned: {{count}}',
    finalScore: 'Score: {{score}}',
    saving: 'Saving your result…',
    saved: 'Result saved.',
    saveFailed: 'Could not save yet; trying again.',
    saveRefused: 'This result could not be counted.',
    playAgain: 'Play again',
    difficulty1: 'EASY',
    difficulty2: 'MEDIUM',
    difficulty3: 'HARD',
    difficulty4: 'EXPERT',
    timeTaken: 'Time: {{seconds}} s',
    mistakes: 'Mistakes: {{count}}',
    bonus: 'Three-star bonus: {{bonus}}',
    next: 'Continue',
    showSolution: 'Show the solution',
    starFinished: 'Finished',
    starTime: 'In time',
    starNoErrors: 'No mistakes',
    exitTitle: 'Leave this puzzle?',
    exitBody: 'Your progress in this puzzle will be lost.',
    exitOk: 'Leave',
    exitCancel: 'Keep playing',
    warnHintTitle: 'Use a smart hint?',
    warnHint: 'A smart hint explains the next step for {{price}} gems.',
    warnRevealTitle: 'Reveal this cell?',
    warnReveal: 'Revealing the selected cell costs {{price}} gems.',
    dontAskAgain: "Don't ask again",
    cancel: 'Cancel',
    ok: 'OK',
    hintReminder: 'Stuck? A smart hint explains the next step.',
    landPromptTitle: 'Welcome to {{land}}',
    landPromptBody:
      '{{land}} has new things to learn. A short tutorial shows them on a real board, or you can play straight away.',
    landPromptPlay: 'Play',
  },
  /** The practice screens, their end card and their chooser (practice/). */
  practice: {
    selectTitle: 'Practice',
    selectBody: 'Train one skill at a time. Choose what to practise.',
    finished: 'Finished',
    endCompleted: 'Tutorial completed',
    endCzeused: 'cZeused! You have got the hang of it.',
    endFailed: 'Not solved this time',
    endFailedBody: 'Try the next puzzle, or this one again from the menu.',
    exit: 'Exit',
    continue: 'Continue',
    play: 'Play',
    exitToPractice: 'Exit to practice',
    replayTutorial: 'Tutorial for this practice',
    addition: {
      title: 'Addition and multiplication clues',
      body: 'Find the hidden value of a clue: the sum or the product of the two numbers beside it.',
    },
    subtraction: {
      title: 'Subtraction and division',
      body: 'A clue and one of its numbers give the other: subtract from a sum, divide a product.',
    },
    factoring: {
      title: 'Common factor',
      body: 'Two products that share a number: their common factor narrows it down.',
    },
    squareValue: {
      title: 'Square value',
      body: 'Estimate the value of a square from the numbers around it.',
    },
    deduction: {
      title: 'Deduction',
      body: 'When no cell is certain on its own, compare a square with a pair of its clues to deduce a number.',
    },
  },
};
