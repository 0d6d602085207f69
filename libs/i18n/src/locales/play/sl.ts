import type { ResourceTree } from '../../resource-tree.js';

/** The play, hint and practice screens' texts in this language: loaded with those screens, not with home. */
export const play: Record<'hints' | 'play' | 'practice', ResourceTree> = {
  hints: {
    'rule1-error-1': 'Števila gredo od 1 do 9, {{a}} pa ni med njimi.',
    'rule1-error-2': 'Izberi skrivnostno polje, v katero boš vpisal število.',
    'pair-add-error-1': '{{a}} + {{b}} ne da namiga za vsoto {{add}}.',
    'pair-add-error-2':
      'S {{a}} tukaj bi moralo biti drugo število {{b}}, da bi dobili {{add}}, števila pa gredo le od 1 do 9.',
    'pair-mult-error-1': '{{a}} × {{b}} ne da namiga za zmnožek {{mult}}.',
    'pair-mult-error-2':
      '{{a}} ni delitelj števila {{mult}}: nobeno celo število, pomnoženo z {{a}}, ne da {{mult}}.',
    'pair-mult-error-3': '{{mult}} : {{a}} = {{b}}, števila pa gredo le do 9.',
    'pair-clue-error-1':
      'S {{a}} tukaj namig za vsoto {{add}} potrebuje zraven {{b}}, vendar {{a}} × {{b}} ni {{mult}}.',
    'sq-add-error-1': 'Vsota štirih števil je {{sum}}, kvadratni namig pa pravi {{add}}.',
    'sq-add-error-2':
      'Števila doslej dajo vsoto {{sum}}. Da bi dobili {{add}}, bi morala ostala dati {{left}}, tega pa števila od 1 do 9 ne zmorejo.',
    'sq-mult-error-1': 'Zmnožek štirih števil je {{product}}, kvadratni namig pa pravi {{mult}}.',
    'sq-mult-error-2':
      'Zmnožek treh števil je {{product}}, in nobeno število od 1 do 9, pomnoženo s {{product}}, ne da {{mult}}.',
    'sq-mult-error-3':
      'Zmnožek števil doslej je {{product}}, {{mult}} pa se ne da dobiti iz {{product}}, pomnoženega s števili od 1 do 9.',
    'sq-mult-error-4':
      '{{mult}} je lahko le {{d}} × {{d}} × {{d}} × {{d}}, zato so vsa števila okoli tega kvadrata {{d}}, ne {{a}}.',
    'sq-dbl-clue-error-1':
      'Tri števila dajo vsoto {{sum}} in zmnožek {{product}}. Namig za vsoto {{add}} potrebuje {{d}}, vendar potem zmnožek ne bi bil {{mult}}.',
    'rule2-error-1': 'Števili se ne smeta povezati več kot enkrat: {{a}} in {{b}} sta že par drugje.',
    'rule2-error-2':
      'Dobro ugibanje. Ampak to ni kvadrat cZeus! {{a}} in {{b}} sta lahko par dvakrat okoli kvadrata le, če so vsa štiri števila enaka.',
    'rule3-error-1': 'Uganka ima samo en kvadrat cZeus, štiri {{d}} tukaj pa bi naredile drugega.',
    'entry-not-solution-1': '{{a}} še ne krši nobenega namiga, vendar ni število, ki sodi sem.',
    'hint-single-candidate': 'Za to polje je ostalo samo {{d}}, zato mora biti {{d}}.',
    'hint-pair-add-known': '{{a}} + ? = {{add}}, zato je drugo število {{b}}.',
    'hint-pair-mult-known': '{{a}} × ? = {{mult}}, zato je drugo število {{b}}.',
    'hint-square-all-equal':
      'Samo {{d}} × {{d}} × {{d}} × {{d}} da {{mult}}, zato so vsa štiri števila okoli kvadrata {{d}}.',
    'hint-square-all-equal-both':
      '{{mult}} je {{d}} × {{d}} × {{d}} × {{d}}, in tudi vsota ustreza štirim {{d}}: vsa štiri števila okoli kvadrata so {{d}}.',
    'hint-square-fourth-add':
      'Tri števila kvadrata dajo vsoto {{sum}}. {{add}} − {{sum}} = {{d}}, zato je četrto število {{d}}.',
    'hint-square-fourth-mult':
      'Zmnožek treh števil kvadrata je {{product}}. {{mult}} : {{product}} = {{d}}, zato je četrto število {{d}}.',
    'hint-pair-identical':
      'Kateri dve števili dasta vsoto {{add}} in zmnožek {{mult}}? {{a}} in {{b}}, zato sta obe polji {{a}}.',
    'hint-pair-both-halves':
      'Kateri dve števili dasta vsoto {{add}} in zmnožek {{mult}}? Samo {{a}} in {{b}}, zato je vsako od teh polj {{a}} ali {{b}}.',
    'hint-common-factor':
      'To polje stoji med namigi za zmnožek {{clues}}. Edino število, ki je tukaj delitelj vseh, je {{d}}.',
    'hint-common-sum': 'To polje stoji med namigi {{clues}}. Edino število, ki ustreza vsem, je {{d}}.',
    'hint-candidate-list-add':
      'Poglej namig za vsoto {{add}} in kaj je sosednje polje še lahko: to polje je lahko samo {{digits}}.',
    'hint-candidate-list-mult':
      'Poglej namig za zmnožek {{mult}} in kaj je sosednje polje še lahko: to polje je lahko samo {{digits}}.',
    'hint-candidate-list-both':
      'Poglej namiga +{{add}} in ×{{mult}} in kaj je sosednje polje še lahko: to polje je lahko samo {{digits}}.',
    'hint-square-minus-pair-add':
      'Vsota kvadrata je {{whole}}, vsota ene stranice pa {{part}}, zato je vsota nasprotne stranice {{whole}} − {{part}} = {{value}}.',
    'hint-square-divided-by-pair':
      'Zmnožek kvadrata je {{whole}}, zmnožek ene stranice pa {{part}}, zato je zmnožek nasprotne stranice {{whole}} : {{part}} = {{value}}.',
    'hint-rule2-elimination':
      '{{a}} je že v paru z {{digits}} drugje. Par se uporabi le enkrat, zato to polje ne more biti {{digits}}.',
    'hint-square-enumeration-add':
      'Preizkusi vse načine, kako štiri števila okoli tega kvadrata dajo vsoto {{add}}, ob upoštevanju namigov na stranicah: nekatera števila nikoli ne ustrezajo, zato jih prečrtaj.',
    'hint-square-enumeration-mult':
      'Preizkusi vse načine, kako štiri števila okoli tega kvadrata dajo zmnožek {{mult}}, ob upoštevanju namigov na stranicah: nekatera števila nikoli ne ustrezajo, zato jih prečrtaj.',
    'hint-square-enumeration-both':
      'Preizkusi vse načine, kako štiri števila okoli tega kvadrata dajo vsoto {{add}} in zmnožek {{mult}}, ob upoštevanju namigov na stranicah: nekatera števila nikoli ne ustrezajo, zato jih prečrtaj.',
    'hint-what-if': 'To ne gre, zato to polje ni {{d}}. Prečrtaj {{d}}.',
    'hint-what-if-assume': 'Kaj pa, če bi bilo to polje {{d}}? Sledi, kaj bi to pomenilo.',
    'gentle-hint-1': 'Poglej označeni namig: takoj ti da število.',
    'gentle-hint-2': 'Poglej označeno polje in namige okoli njega: katera števila ustrezajo vsem?',
    'gentle-hint-3': 'Primerjaj označene namige: skupaj povedo več kot vsak zase.',
    'gentle-hint-4': 'Izberi eno od redkih števil, ki so ostala v označenem polju, in sledi, kam vodi.',
    'guess-no-hint-1': 'Vsa števila so najdena. Odlično!',
    'guess-no-hint-2': 'Od tu ni mogoče najti nobenega koraka.',
  },
  play: {
    grid: 'Uganka cZeus',
    mystery: 'skrivnostno polje, vrstica {{row}}, stolpec {{col}}, {{value}}',
    empty: 'prazno',
    clueAdd: 'namig za vsoto {{value}}, {{where}}',
    clueMult: 'namig za zmnožek {{value}}, {{where}}',
    hidden: 'skrit',
    between: 'med vrstico {{r1}} stolpcem {{c1}} in vrstico {{r2}} stolpcem {{c2}}',
    square: 'okoli kvadrata v vrstici {{row}} stolpcu {{col}}',
    pad: 'Števila',
    notes: 'Opombe',
    hint: 'Pametni namig ({{price}} draguljev)',
    reveal: 'Razkrij ({{price}} draguljev)',
    more: 'Več',
    back: 'Nazaj',
    close: 'Zapri',
    score: 'Točke',
    time: 'Čas',
    lives: 'Življenja',
    go: 'Start!',
    loading: 'Nalaganje uganke …',
    loadFailed: 'Uganke ni bilo mogoče naložiti.',
    newPuzzle: 'Igraj novo uganko',
    notEnoughGems: 'Za to še nimaš dovolj draguljev.',
    wrong: '{{digit}} tu ni pravilno.',
    estimate: 'Izberi vrednost namiga',
    clueWrong: '{{value}} ni vrednost tega namiga',
    clueWrongTerms: '{{terms}} ni enako {{value}}',
    clueRight: 'Pravilno: {{value}}',
    squareBonus: 'Bonus kvadrata: +{{points}}',
    czeusBonus: 'cZeus! Štiri enaka števila: +{{points}}',
    backToResults: 'Nazaj na rezultate',
    puzzleTitle: '{{land}}, uganka {{shape}}',
    prize: 'Nagrada: {{gems}} draguljev',
    undo: 'Razveljavi opombo',
    torch: 'Svetilka',
    dim: 'Zatemni nepovezane celice',
    noHintsLeft: 'Za to uganko ni več pametnih namigov.',
    selectFirst: 'Najprej izberi skrivnostno celico.',
    title3: 'cZeused! Popolna igra.',
    title2time: 'Odlično, in pravočasno!',
    title2errors: 'Odlično, brez ene same napake!',
    title1: 'Uganka je rešena.',
    title0: 'Zmanjkalo je življenj. Poskusi znova!',
    newBest: 'Nov rekord!',
    failedCheer: 'Vsak poskus izostri pogled. Poglej, kako se reši, ali poskusi znova.',
    stars: 'Zvezdice: {{count}} od 3',
    gemsEarned: 'Prisluženi dragulji: {{count}}',
    finalScore: 'Točke: {{score}}',
    saving: 'Shranjujem rezultat …',
    saved: 'Rezultat je shranjen.',
    saveFailed: 'Še ni shranjeno; poskušam znova.',
    saveRefused: 'Tega rezultata ni bilo mogoče šteti.',
    playAgain: 'Igraj znova',
    difficulty1: 'LAHKO',
    difficulty2: 'SREDNJE',
    difficulty3: 'TEŽKO',
    difficulty4: 'STROKOVNO',
    timeTaken: 'Čas: {{seconds}} s',
    mistakes: 'Napake: {{count}}',
    bonus: 'Bonus za tri zvezdice: {{bonus}}',
    next: 'Nadaljuj',
    showSolution: 'Pokaži rešitev',
    starFinished: 'Rešeno',
    starTime: 'Pravočasno',
    starNoErrors: 'Brez napak',
    exitTitle: 'Zapustim to uganko?',
    exitBody: 'Napredek v tej uganki bo izgubljen.',
    exitOk: 'Zapusti',
    exitCancel: 'Igraj naprej',
    warnHintTitle: 'Uporabiš pametni namig?',
    warnHint: 'Pametni namig razloži naslednji korak za {{price}} draguljev.',
    warnRevealTitle: 'Razkriješ to polje?',
    warnReveal: 'Razkritje izbranega polja stane {{price}} draguljev.',
    dontAskAgain: 'Ne sprašuj več',
    cancel: 'Prekliči',
    ok: 'V redu',
    hintReminder: 'Si obtičal? Pametni namig razloži naslednji korak.',
    // The land's name stays in the nominative: Slovene would decline it after »v«.
    landPromptTitle: '{{land}}: dobrodošel!',
    landPromptBody:
      '{{land}} prinaša nove stvari. Kratek vodič ti jih pokaže na pravi plošči, lahko pa takoj igraš.',
    landPromptPlay: 'Igraj',
  },
  /** The practice screens, their end card and their chooser (practice/). */
  practice: {
    selectTitle: 'Vaja',
    selectBody: 'Vadite eno spretnost naenkrat. Izberite, kaj boste vadili.',
    finished: 'Končano',
    endCompleted: 'Vodič končan',
    endCzeused: 'cZeused! Zdaj vam gre.',
    endFailed: 'Tokrat ni rešeno',
    endFailedBody: 'Poskusite naslednjo uganko ali to še enkrat iz menija.',
    exit: 'Izhod',
    continue: 'Nadaljuj',
    play: 'Igraj',
    exitToPractice: 'Nazaj na vaje',
    replayTutorial: 'Vodič za to vajo',
    addition: {
      title: 'Namigi seštevanja in množenja',
      body: 'Poiščite skrito vrednost namiga: vsoto ali zmnožek števil ob njem.',
    },
    subtraction: {
      title: 'Odštevanje in deljenje',
      body: 'Namig in eno od njegovih števil dasta drugo: odštejte od vsote, delite zmnožek.',
    },
    factoring: {
      title: 'Skupni faktor',
      body: 'Dva zmnožka s skupnim številom: njun skupni faktor ga zoži.',
    },
    squareValue: { title: 'Vrednost kvadrata', body: 'Ocenite vrednost kvadrata iz števil okoli njega.' },
    deduction: {
      title: 'Dedukcija',
      body: 'Ko nobena celica ni gotova sama, primerjajte kvadrat s parom njegovih namigov in izpeljite število.',
    },
  },
};
