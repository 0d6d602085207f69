import type { ResourceTree } from '../../resource-tree.js';

/** The play, hint and practice screens' texts in this language: loaded with those screens, not with home. */
export const play: Record<'hints' | 'play' | 'practice', ResourceTree> = {
  hints: {
    'rule1-error-1': 'Tallene går fra 1 til 9, og {{a}} er ikke ett av dem.',
    'rule1-error-2': 'Velg en mysterierute å skrive et tall i.',
    'pair-add-error-1': '{{a}} + {{b}} blir ikke plusshintet {{add}}.',
    'pair-add-error-2':
      'Med {{a}} her måtte det andre tallet vært {{b}} for å bli {{add}}, men tallene går bare fra 1 til 9.',
    'pair-mult-error-1': '{{a}} · {{b}} blir ikke gangehintet {{mult}}.',
    'pair-mult-error-2': '{{a}} er ikke en faktor i {{mult}}: ingen hele tall ganger {{a}} blir {{mult}}.',
    'pair-mult-error-3': '{{mult}} : {{a}} = {{b}}, men tallene går bare opp til 9.',
    'pair-clue-error-1':
      'Med {{a}} her trenger plusshintet {{add}} tallet {{b}} ved siden av, men {{a}} · {{b}} er ikke {{mult}}.',
    'sq-add-error-1': 'De fire tallene blir {{sum}} til sammen, men kvadrathintet sier {{add}}.',
    'sq-add-error-2':
      'Tallene så langt blir {{sum}} til sammen. For å nå {{add}} måtte resten bli {{left}}, og det klarer ikke tall fra 1 til 9.',
    'sq-mult-error-1': 'De fire tallene ganget sammen blir {{product}}, men kvadrathintet sier {{mult}}.',
    'sq-mult-error-2':
      'De tre tallene ganget sammen blir {{product}}, og ikke noe tall fra 1 til 9 ganger {{product}} blir {{mult}}.',
    'sq-mult-error-3':
      'Tallene så langt ganget sammen blir {{product}}, og {{mult}} kan ikke lages av {{product}} ganger tall fra 1 til 9.',
    'sq-mult-error-4':
      '{{mult}} kan bare være {{d}} · {{d}} · {{d}} · {{d}}, så alle tallene rundt dette kvadratet er {{d}}, ikke {{a}}.',
    'sq-dbl-clue-error-1':
      'De tre tallene blir {{sum}} lagt sammen og {{product}} ganget sammen. Plusshintet {{add}} trenger en {{d}}, men da blir ikke produktet {{mult}}.',
    'rule2-error-1':
      'Tall kan ikke henge sammen mer enn én gang: {{a}} og {{b}} er allerede et par et annet sted.',
    'rule2-error-2':
      'Godt gjettet. Men dette er ikke et cZeus-kvadrat! {{a}} og {{b}} kan bare være par to ganger rundt et kvadrat når alle fire tallene er like.',
    'rule3-error-1': 'En oppgave har bare ett cZeus-kvadrat, og fire {{d}}-ere her ville blitt et til.',
    'entry-not-solution-1': '{{a}} bryter ikke noe hint ennå, men det er ikke tallet som skal stå her.',
    'hint-single-candidate': 'Bare {{d}} er igjen for denne ruta, så den må være {{d}}.',
    'hint-pair-add-known': '{{a}} + ? = {{add}}, så det andre tallet er {{b}}.',
    'hint-pair-mult-known': '{{a}} · ? = {{mult}}, så det andre tallet er {{b}}.',
    'hint-square-all-equal':
      'Bare {{d}} · {{d}} · {{d}} · {{d}} blir {{mult}}, så alle fire tallene rundt kvadratet er {{d}}.',
    'hint-square-all-equal-both':
      '{{mult}} er {{d}} · {{d}} · {{d}} · {{d}}, og summen passer med fire {{d}}-ere også: alle fire tallene rundt kvadratet er {{d}}.',
    'hint-square-fourth-add':
      'Tre av tallene i kvadratet blir {{sum}} til sammen. {{add}} − {{sum}} = {{d}}, så det fjerde tallet er {{d}}.',
    'hint-square-fourth-mult':
      'Tre av tallene i kvadratet ganget sammen blir {{product}}. {{mult}} : {{product}} = {{d}}, så det fjerde tallet er {{d}}.',
    'hint-pair-identical':
      'Hvilke to tall blir {{add}} lagt sammen og {{mult}} ganget sammen? {{a}} og {{b}}, så begge rutene er {{a}}.',
    'hint-pair-both-halves':
      'Hvilke to tall blir {{add}} lagt sammen og {{mult}} ganget sammen? Bare {{a}} og {{b}}, så hver av disse rutene er {{a}} eller {{b}}.',
    'hint-common-factor':
      'Denne ruta står mellom gangehintene {{clues}}. Det eneste tallet som er en faktor i alle her, er {{d}}.',
    'hint-common-sum':
      'Denne ruta står mellom hintene {{clues}}. Det eneste tallet som passer med alle, er {{d}}.',
    'hint-candidate-list-add':
      'Se på plusshintet {{add}} og hva ruta ved siden av fortsatt kan være: denne ruta kan bare være {{digits}}.',
    'hint-candidate-list-mult':
      'Se på gangehintet {{mult}} og hva ruta ved siden av fortsatt kan være: denne ruta kan bare være {{digits}}.',
    'hint-candidate-list-both':
      'Se på hintene +{{add}} og ·{{mult}} og hva ruta ved siden av fortsatt kan være: denne ruta kan bare være {{digits}}.',
    'hint-square-minus-pair-add':
      'Kvadratet blir {{whole}} til sammen, og den ene siden blir {{part}}, så den motsatte siden blir {{whole}} − {{part}} = {{value}}.',
    'hint-square-divided-by-pair':
      'Kvadratet blir {{whole}} ganget sammen, og den ene siden blir {{part}}, så den motsatte siden blir {{whole}} : {{part}} = {{value}}.',
    'hint-rule2-elimination':
      '{{a}} er allerede i par med {{digits}} et annet sted. Et par kan bare brukes én gang, så denne ruta kan ikke være {{digits}}.',
    'hint-square-enumeration-add':
      'Prøv alle måter fire tall kan bli {{add}} til sammen rundt dette kvadratet, og hold deg til hintene på sidene: noen tall passer aldri, så stryk dem.',
    'hint-square-enumeration-mult':
      'Prøv alle måter fire tall ganget sammen kan bli {{mult}} rundt dette kvadratet, og hold deg til hintene på sidene: noen tall passer aldri, så stryk dem.',
    'hint-square-enumeration-both':
      'Prøv alle måter fire tall kan bli {{add}} lagt sammen og {{mult}} ganget sammen rundt dette kvadratet, og hold deg til hintene på sidene: noen tall passer aldri, så stryk dem.',
    'hint-what-if': 'Det går ikke, så denne ruta er ikke {{d}}. Stryk {{d}}.',
    'hint-what-if-assume': 'Hva om denne ruta var {{d}}? Følg hva det ville bety.',
    'gentle-hint-1': 'Se på det markerte hintet: det gir deg et tall med en gang.',
    'gentle-hint-2': 'Se på den markerte ruta og hintene rundt den: hvilke tall passer med alle?',
    'gentle-hint-3': 'Sammenlign de markerte hintene: sammen forteller de mer enn hvert for seg.',
    'gentle-hint-4': 'Velg ett av de få tallene som er igjen i den markerte ruta, og følg hvor det fører.',
    'guess-no-hint-1': 'Alle tallene er funnet. Bra jobbet!',
    'guess-no-hint-2': 'Herfra finnes det ikke noe steg.',
  },
  play: {
    grid: 'cZeus-oppgave',
    mystery: 'mysterierute, rad {{row}}, kolonne {{col}}, {{value}}',
    empty: 'tom',
    clueAdd: 'plusshint {{value}}, {{where}}',
    clueMult: 'gangehint {{value}}, {{where}}',
    hidden: 'skjult',
    between: 'mellom rad {{r1}} kolonne {{c1}} og rad {{r2}} kolonne {{c2}}',
    square: 'rundt kvadratet ved rad {{row}} kolonne {{col}}',
    pad: 'Tall',
    notes: 'Notater',
    hint: 'Smarttips ({{price}} edelsteiner)',
    reveal: 'Vis tallet ({{price}} edelsteiner)',
    more: 'Mer',
    back: 'Tilbake',
    close: 'Lukk',
    score: 'Poeng',
    time: 'Tid',
    lives: 'Liv',
    go: 'Kjør!',
    loading: 'Laster oppgaven …',
    loadFailed: 'Oppgaven kunne ikke lastes.',
    newPuzzle: 'Spill en ny oppgave',
    notEnoughGems: 'Ikke nok edelsteiner til det ennå.',
    wrong: '{{digit}} er ikke riktig her.',
    estimate: 'Velg verdien til hintet',
    clueWrong: '{{value}} er ikke verdien til dette hintet',
    clueWrongTerms: '{{terms}} er ikke {{value}}',
    clueRight: 'Riktig: {{value}}',
    squareBonus: 'Kvadratbonus: +{{points}}',
    czeusBonus: 'cZeus! Fire like tall: +{{points}}',
    backToResults: 'Tilbake til resultatet',
    puzzleTitle: '{{land}}, oppgave {{shape}}',
    prize: 'Premie: {{gems}} edelsteiner',
    undo: 'Angre notat',
    torch: 'Lommelykt',
    dim: 'Demp celler som ikke henger sammen',
    noHintsLeft: 'Ingen smarttips igjen for denne oppgaven.',
    selectFirst: 'Velg en mysterierute først.',
    title3: 'cZeused! Et perfekt spill.',
    title2time: 'Bra jobbet, og innen tiden!',
    title2errors: 'Bra jobbet, uten en eneste feil!',
    title1: 'Oppgaven er løst.',
    title0: 'Tom for liv. Prøv igjen!',
    newBest: 'Ny rekord!',
    failedCheer: 'Hvert forsøk skjerper blikket. Se hvordan den løses, eller prøv en gang til.',
    stars: 'Stjerner: {{count}} av 3',
    gemsEarned: 'Edelsteiner vunnet: {{count}}',
    finalScore: 'Poeng: {{score}}',
    saving: 'Lagrer resultatet …',
    saved: 'Resultatet er lagret.',
    saveFailed: 'Kunne ikke lagre ennå; prøver igjen.',
    saveRefused: 'Dette resultatet kunne ikke telles.',
    playAgain: 'Spill igjen',
    difficulty1: 'LETT',
    difficulty2: 'MIDDELS',
    difficulty3: 'VANSKELIG',
    difficulty4: 'EKSPERT',
    timeTaken: 'Tid: {{seconds}} s',
    mistakes: 'Feil: {{count}}',
    bonus: 'Trestjerners bonus: {{bonus}}',
    next: 'Fortsett',
    showSolution: 'Vis løsningen',
    starFinished: 'Fullført',
    starTime: 'I tide',
    starNoErrors: 'Ingen feil',
    exitTitle: 'Forlate dette puslespillet?',
    exitBody: 'Fremgangen i dette puslespillet går tapt.',
    exitOk: 'Forlat',
    exitCancel: 'Spill videre',
    warnHintTitle: 'Bruke et smarttips?',
    warnHint: 'Et smarttips forklarer neste steg for {{price}} edelsteiner.',
    warnRevealTitle: 'Avsløre denne ruten?',
    warnReveal: 'Å avsløre den valgte ruten koster {{price}} edelsteiner.',
    dontAskAgain: 'Ikke spør igjen',
    cancel: 'Avbryt',
    ok: 'OK',
    hintReminder: 'Står du fast? Et smarttips forklarer neste steg.',
    landPromptTitle: 'Velkommen til {{land}}',
    landPromptBody:
      '{{land}} har nye ting å lære. En kort opplæring viser dem på et ekte brett, eller du kan spille med en gang.',
    landPromptPlay: 'Spill',
  },
  /** The practice screens, their end card and their chooser (practice/). */
  practice: {
    selectTitle: 'Øving',
    selectBody: 'Øv på én ferdighet om gangen. Velg hva du vil øve på.',
    finished: 'Fullført',
    endCompleted: 'Opplæringen er fullført',
    endCzeused: 'cZeused! Nå har du taket på det.',
    endFailed: 'Ikke løst denne gangen',
    endFailedBody: 'Prøv neste oppgave, eller denne en gang til fra menyen.',
    exit: 'Avslutt',
    continue: 'Fortsett',
    play: 'Spill',
    exitToPractice: 'Tilbake til øving',
    replayTutorial: 'Veiledning for denne øvingen',
    addition: {
      title: 'Addisjons- og multiplikasjonshint',
      body: 'Finn den skjulte verdien til et hint: summen eller produktet av de to tallene ved siden av.',
    },
    subtraction: {
      title: 'Subtraksjon og divisjon',
      body: 'Et hint og ett av tallene gir det andre: trekk fra en sum, del et produkt.',
    },
    factoring: {
      title: 'Felles faktor',
      body: 'To produkter som deler et tall: den felles faktoren snevrer det inn.',
    },
    squareValue: {
      title: 'Kvadratets verdi',
      body: 'Anslå verdien til et kvadrat ut fra tallene rundt det.',
    },
    deduction: {
      title: 'Deduksjon',
      body: 'Når ingen celle er sikker alene, sammenlign et kvadrat med et par av hintene for å slutte deg til et tall.',
    },
  },
};
