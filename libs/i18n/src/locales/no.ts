import type { ResourceTree } from '../resource-tree.js';

export const no: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Finn de skjulte tallene ut fra summene og produktene deres.',
    server: {
      checking: 'Kobler til spillserveren …',
      ok: 'Spillserveren er klar (versjon {{version}})',
      down: 'Får ikke kontakt med spillserveren. Sjekk tilkoblingen og prøv igjen.',
    },
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
    },
    options: {
      title: 'Innstillinger',
      sound: 'Lyd',
      errorAssist: 'Vis hvorfor et feil tall er feil',
      rule2Assist: 'Varsle også om par som går igjen (regel 2)',
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
    consent: {
      text: 'Vi teller hvilke skjermbilder som brukes, for å gjøre spillet bedre. Ingenting sendes uten at du tillater det.',
      accept: 'Tillat',
      decline: 'Nei takk',
    },
  },
  errors: {
    error: 'Feil. Prøv igjen.',
    'error-login-wrongcredentials': 'Feil brukernavn eller passord. Prøv igjen eller tilbakestill passordet.',
    'error-login-enteremail': 'Skriv inn e-post',
    'error-login-enterpassword': 'Skriv inn passord',
    'error-login-enterusername': 'Skriv inn brukernavn',
    'error-register-passwordsmatch': 'Passordene er ikke like.',
    'error-register-passwordformat': 'Passordet må ha minst 6 tegn.',
    'error-register-terms': 'Du må godta vilkårene for bruk',
    'error-register-useremailexists': 'Denne e-postadressen er allerede i bruk',
    'error-register-usernameexists': 'Dette brukernavnet er allerede tatt',
    'wrong-credential': 'Feil brukernavn eller passord. Prøv igjen eller tilbakestill passordet.',
    'forgot-password-not-email': 'Skriv inn en gyldig e-postadresse',
    'reset-password-fail': 'Beklager, det oppsto en feil da passordet skulle endres.',
    'puzzle-fail': 'Oi! Prøv igjen.',
  },
  account: {
    email: 'E-post',
    username: 'Brukernavn',
    password: 'Passord',
    password2: 'Gjenta passordet',
    terms: 'Jeg godtar vilkårene for bruk',
    login: 'Logg inn',
    register: 'Lag konto',
    toRegister: 'Ny her? Lag en konto',
    toLogin: 'Har du konto? Logg inn',
    loggedIn: 'Du er logget inn som {{name}}.',
    logout: 'Logg ut',
    guestNote: 'Du spiller som gjest. Lag en konto for å beholde edelsteinene og framgangen på alle enheter.',
    topScore: 'Beste poengsum',
    totalScore: 'Samlet poengsum',
    games: 'Spill spilt',
    gems: 'Edelsteiner',
    rename: 'Endre navn',
    save: 'Lagre',
    saved: 'Lagret.',
    guestProfile: 'Lag en konto for å ha profilen din på alle enheter.',
    dailyTitle: 'Dagens belønning',
    dailyBody: 'Her er dagens {{count}} edelsteiner!',
    claim: 'Hent',
    claimed: 'Hentet. Kom tilbake i morgen!',
  },
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
    hint: 'Smart hint ({{price}} edelsteiner)',
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
    notEnoughGems: 'Ikke nok edelsteiner til det ennå.',
    wrong: '{{digit}} er ikke riktig her.',
    title3: 'cZeused! Et perfekt spill.',
    title2time: 'Bra jobbet, og innen tiden!',
    title2errors: 'Bra jobbet, uten en eneste feil!',
    title1: 'Oppgaven er løst.',
    title0: 'Tom for liv. Prøv igjen!',
    stars: 'Stjerner: {{count}} av 3',
    gemsEarned: 'Edelsteiner vunnet: {{count}}',
    finalScore: 'Poeng: {{score}}',
    saving: 'Lagrer resultatet …',
    saved: 'Resultatet er lagret.',
    saveFailed: 'Kunne ikke lagre ennå; prøver igjen.',
    playAgain: 'Spill igjen',
    newPuzzle: 'Ny oppgave',
    difficulty1: 'LETT',
    difficulty2: 'MIDDELS',
    difficulty3: 'VANSKELIG',
    difficulty4: 'EKSPERT',
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
  },
};
