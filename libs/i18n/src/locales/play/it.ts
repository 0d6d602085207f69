import type { ResourceTree } from '../../resource-tree.js';

/** The play, hint and practice screens' texts in this language: loaded with those screens, not with home. */
export const play: Record<'hints' | 'play' | 'practice', ResourceTree> = {
  hints: {
    'rule1-error-1': 'I numeri vanno da 1 a 9, e {{a}} non è tra questi.',
    'rule1-error-2': 'Scegli una casella misteriosa in cui scrivere un numero.',
    'pair-add-error-1': '{{a}} + {{b}} non fa l’indizio di somma {{add}}.',
    'pair-add-error-2':
      'Con {{a}} qui l’altro numero dovrebbe essere {{b}} per fare {{add}}, ma i numeri vanno solo da 1 a 9.',
    'pair-mult-error-1': '{{a}} × {{b}} non fa l’indizio di prodotto {{mult}}.',
    'pair-mult-error-2': '{{a}} non è un divisore di {{mult}}: nessun numero intero per {{a}} fa {{mult}}.',
    'pair-mult-error-3': '{{mult}} ÷ {{a}} = {{b}}, ma i numeri arrivano solo a 9.',
    'pair-clue-error-1':
      'Con {{a}} qui l’indizio di somma {{add}} vuole {{b}} accanto, ma {{a}} × {{b}} non fa {{mult}}.',
    'sq-add-error-1': 'I quattro numeri sommati fanno {{sum}}, ma l’indizio del quadrato dice {{add}}.',
    'sq-add-error-2':
      'I numeri finora sommati fanno {{sum}}. Per arrivare a {{add}} gli altri dovrebbero fare {{left}}, e con numeri da 1 a 9 non si può.',
    'sq-mult-error-1':
      'I quattro numeri moltiplicati fanno {{product}}, ma l’indizio del quadrato dice {{mult}}.',
    'sq-mult-error-2':
      'I tre numeri moltiplicati fanno {{product}}, e nessun numero da 1 a 9 per {{product}} fa {{mult}}.',
    'sq-mult-error-3':
      'I numeri finora moltiplicati fanno {{product}}, e {{mult}} non si ottiene da {{product}} per numeri da 1 a 9.',
    'sq-mult-error-4':
      '{{mult}} può essere solo {{d}} × {{d}} × {{d}} × {{d}}, quindi tutti i numeri intorno a questo quadrato sono {{d}}, non {{a}}.',
    'sq-dbl-clue-error-1':
      'I tre numeri sommati fanno {{sum}} e moltiplicati {{product}}. L’indizio di somma {{add}} vuole un {{d}}, ma allora il prodotto non sarebbe {{mult}}.',
    'rule2-error-1':
      'I numeri non possono collegarsi più di una volta: {{a}} e {{b}} sono già una coppia altrove.',
    'rule2-error-2':
      'Bel tentativo. Ma questo non è un quadrato cZeus! {{a}} e {{b}} possono essere coppia due volte intorno a un quadrato solo se tutti e quattro i numeri sono uguali.',
    'rule3-error-1': 'Un puzzle ha un solo quadrato cZeus, e quattro {{d}} qui ne farebbero un secondo.',
    'entry-not-solution-1':
      '{{a}} per ora non contraddice nessun indizio, ma non è il numero di questa casella.',
    'hint-single-candidate': 'Per questa casella resta solo il {{d}}, quindi è {{d}}.',
    'hint-pair-add-known': '{{a}} + ? = {{add}}, quindi l’altro numero è {{b}}.',
    'hint-pair-mult-known': '{{a}} × ? = {{mult}}, quindi l’altro numero è {{b}}.',
    'hint-square-all-equal':
      'Solo {{d}} × {{d}} × {{d}} × {{d}} fa {{mult}}, quindi tutti e quattro i numeri del quadrato sono {{d}}.',
    'hint-square-all-equal-both':
      '{{mult}} è {{d}} × {{d}} × {{d}} × {{d}} e anche la somma va bene con quattro {{d}}: tutti e quattro i numeri del quadrato sono {{d}}.',
    'hint-square-fourth-add':
      'Tre numeri del quadrato sommati fanno {{sum}}. {{add}} − {{sum}} = {{d}}, quindi il quarto è {{d}}.',
    'hint-square-fourth-mult':
      'Tre numeri del quadrato moltiplicati fanno {{product}}. {{mult}} ÷ {{product}} = {{d}}, quindi il quarto è {{d}}.',
    'hint-pair-identical':
      'Quali due numeri sommati fanno {{add}} e moltiplicati {{mult}}? {{a}} e {{b}}, quindi entrambe le caselle sono {{a}}.',
    'hint-pair-both-halves':
      'Quali due numeri sommati fanno {{add}} e moltiplicati {{mult}}? Solo {{a}} e {{b}}, quindi ognuna di queste caselle è {{a}} o {{b}}.',
    'hint-common-factor':
      'Questa casella sta tra gli indizi di prodotto {{clues}}. L’unico numero che qui è divisore di tutti è {{d}}.',
    'hint-common-sum':
      'Questa casella sta tra gli indizi {{clues}}. L’unico numero che va bene per tutti è {{d}}.',
    'hint-candidate-list-add':
      'Guarda l’indizio di somma {{add}} e cosa può ancora essere la casella accanto: questa casella può essere solo {{digits}}.',
    'hint-candidate-list-mult':
      'Guarda l’indizio di prodotto {{mult}} e cosa può ancora essere la casella accanto: questa casella può essere solo {{digits}}.',
    'hint-candidate-list-both':
      'Guarda gli indizi +{{add}} e ×{{mult}} e cosa può ancora essere la casella accanto: questa casella può essere solo {{digits}}.',
    'hint-square-minus-pair-add':
      'Il quadrato sommato fa {{whole}} e un lato fa {{part}}, quindi il lato opposto fa {{whole}} − {{part}} = {{value}}.',
    'hint-square-divided-by-pair':
      'Il quadrato moltiplicato fa {{whole}} e un lato fa {{part}}, quindi il lato opposto fa {{whole}} ÷ {{part}} = {{value}}.',
    'hint-rule2-elimination':
      '{{a}} è già in coppia con {{digits}} altrove. Una coppia si usa una volta sola, quindi questa casella non può essere {{digits}}.',
    'hint-square-enumeration-add':
      'Prova tutti i modi in cui quattro numeri sommati fanno {{add}} intorno a questo quadrato, rispettando gli indizi sui lati: alcuni numeri non vanno mai bene, quindi cancellali.',
    'hint-square-enumeration-mult':
      'Prova tutti i modi in cui quattro numeri moltiplicati fanno {{mult}} intorno a questo quadrato, rispettando gli indizi sui lati: alcuni numeri non vanno mai bene, quindi cancellali.',
    'hint-square-enumeration-both':
      'Prova tutti i modi in cui quattro numeri sommati fanno {{add}} e moltiplicati {{mult}} intorno a questo quadrato, rispettando gli indizi sui lati: alcuni numeri non vanno mai bene, quindi cancellali.',
    'hint-what-if': 'Non può funzionare, quindi questa casella non è {{d}}. Cancella il {{d}}.',
    'hint-what-if-assume': 'E se questa casella fosse {{d}}? Segui cosa vorrebbe dire.',
    'gentle-hint-1': 'Guarda l’indizio evidenziato: ti dà subito un numero.',
    'gentle-hint-2': 'Guarda la casella evidenziata e gli indizi intorno: quali numeri vanno bene per tutti?',
    'gentle-hint-3': 'Confronta gli indizi evidenziati: insieme dicono più di ciascuno da solo.',
    'gentle-hint-4': 'Scegli uno dei pochi numeri rimasti nella casella evidenziata e segui dove porta.',
    'guess-no-hint-1': 'Hai trovato tutti i numeri. Bravo!',
    'guess-no-hint-2': 'Da qui non si trova nessun passo.',
  },
  play: {
    grid: 'Puzzle cZeus',
    mystery: 'casella misteriosa, riga {{row}}, colonna {{col}}, {{value}}',
    empty: 'vuota',
    clueAdd: 'indizio di somma {{value}}, {{where}}',
    clueMult: 'indizio di prodotto {{value}}, {{where}}',
    hidden: 'nascosto',
    between: 'tra riga {{r1}} colonna {{c1}} e riga {{r2}} colonna {{c2}}',
    square: 'intorno al quadrato in riga {{row}} colonna {{col}}',
    pad: 'Numeri',
    notes: 'Note',
    hint: 'Aiuto intelligente ({{price}} gemme)',
    reveal: 'Rivela ({{price}} gemme)',
    more: 'Di più',
    back: 'Indietro',
    close: 'Chiudi',
    score: 'Punti',
    time: 'Tempo',
    lives: 'Vite',
    go: 'Via!',
    loading: 'Caricamento del puzzle…',
    loadFailed: 'Impossibile caricare il puzzle.',
    newPuzzle: 'Gioca un nuovo puzzle',
    notEnoughGems: 'Non hai ancora abbastanza gemme.',
    wrong: '{{digit}} non va bene qui.',
    estimate: "Scegli il valore dell'indizio",
    clueWrong: '{{value}} non è il valore di questo indizio',
    clueWrongTerms: '{{terms}} non fa {{value}}',
    clueRight: 'Giusto: {{value}}',
    squareBonus: 'Bonus quadrato: +{{points}}',
    czeusBonus: 'cZeus! Quattro numeri uguali: +{{points}}',
    backToResults: 'Torna ai risultati',
    puzzleTitle: '{{land}}, puzzle {{shape}}',
    prize: 'Premio: {{gems}} gemme',
    undo: 'Annulla nota',
    torch: 'Torcia',
    dim: 'Attenua le celle non collegate',
    noHintsLeft: 'Non ci sono più suggerimenti intelligenti per questo puzzle.',
    selectFirst: 'Seleziona prima una cella misteriosa.',
    title3: 'cZeused! Una partita perfetta.',
    title2time: 'Bravo, e nel tempo!',
    title2errors: 'Bravo, senza nessun errore!',
    title1: 'Puzzle completato.',
    title0: 'Vite finite. Riprova!',
    newBest: 'Nuovo record!',
    failedCheer: 'Ogni tentativo affina lo sguardo. Guarda come si risolve o riprova.',
    stars: 'Stelle: {{count}} su 3',
    gemsEarned: 'Gemme guadagnate: {{count}}',
    finalScore: 'Punti: {{score}}',
    saving: 'Salvataggio del risultato…',
    saved: 'Risultato salvato.',
    saveFailed: 'Non ancora salvato; riprovo.',
    saveRefused: 'Questo risultato non è stato conteggiato.',
    playAgain: 'Gioca ancora',
    difficulty1: 'FACILE',
    difficulty2: 'MEDIO',
    difficulty3: 'DIFFICILE',
    difficulty4: 'ESPERTO',
    timeTaken: 'Tempo: {{seconds}} s',
    mistakes: 'Errori: {{count}}',
    bonus: 'Bonus tre stelle: {{bonus}}',
    next: 'Continua',
    showSolution: 'Mostra la soluzione',
    starFinished: 'Completato',
    starTime: 'In tempo',
    starNoErrors: 'Nessun errore',
    exitTitle: 'Lasciare questo rompicapo?',
    exitBody: 'I progressi in questo rompicapo andranno persi.',
    exitOk: 'Esci',
    exitCancel: 'Continua a giocare',
    warnHintTitle: 'Usare un aiuto intelligente?',
    warnHint: 'Un aiuto intelligente spiega il passo successivo per {{price}} gemme.',
    warnRevealTitle: 'Rivelare questa casella?',
    warnReveal: 'Rivelare la casella scelta costa {{price}} gemme.',
    dontAskAgain: 'Non chiedere più',
    cancel: 'Annulla',
    ok: 'OK',
    hintReminder: 'Bloccato? Un aiuto intelligente spiega il passo successivo.',
    landPromptTitle: 'Benvenuto in {{land}}',
    landPromptBody:
      '{{land}} ha cose nuove da imparare. Un breve tutorial te le mostra su un tabellone vero, oppure puoi giocare subito.',
    landPromptPlay: 'Gioca',
  },
  /** The practice screens, their end card and their chooser (practice/). */
  practice: {
    selectTitle: 'Esercizio',
    selectBody: 'Allena un’abilità alla volta. Scegli cosa esercitare.',
    finished: 'Completato',
    endCompleted: 'Tutorial completato',
    endCzeused: 'cZeused! Ci hai preso la mano.',
    endFailed: 'Non risolto questa volta',
    endFailedBody: 'Prova il prossimo puzzle, o di nuovo questo dal menu.',
    exit: 'Esci',
    continue: 'Continua',
    play: 'Gioca',
    exitToPractice: 'Torna agli esercizi',
    replayTutorial: 'Tutorial di questo esercizio',
    addition: {
      title: 'Indizi di somma e prodotto',
      body: 'Trova il valore nascosto di un indizio: la somma o il prodotto dei due numeri accanto.',
    },
    subtraction: {
      title: 'Sottrazione e divisione',
      body: 'Un indizio e uno dei suoi numeri danno l’altro: sottrai da una somma, dividi un prodotto.',
    },
    factoring: {
      title: 'Fattore comune',
      body: 'Due prodotti che condividono un numero: il loro fattore comune lo restringe.',
    },
    squareValue: {
      title: 'Valore del quadrato',
      body: 'Stima il valore di un quadrato dai numeri che lo circondano.',
    },
    deduction: {
      title: 'Deduzione',
      body: 'Quando nessuna cella è certa da sola, confronta un quadrato con una coppia dei suoi indizi per dedurre un numero.',
    },
  },
};
