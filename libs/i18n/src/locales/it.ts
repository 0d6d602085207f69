import type { ResourceTree } from '../resource-tree.js';

export const it: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Trova i numeri nascosti dalle loro somme e dai loro prodotti.',
    server: {
      checking: 'Connessione al server di gioco…',
      ok: 'Server di gioco pronto (versione {{version}})',
      down: 'Impossibile raggiungere il server di gioco. Controlla la connessione e riprova.',
    },
    retry: 'Riprova',
    gems_one: '{{count}} gemma',
    gems_many: '{{count}} di gemme',
    gems_other: '{{count}} gemme',
    menu: {
      open: 'Menu',
      close: 'Chiudi',
      home: 'Scegli un puzzle',
      profile: 'Profilo',
      language: 'Lingua',
      contact: 'Contattaci',
      about: 'Informazioni su cZeus',
      website: 'Sito di cZeus',
      rules: 'Regole',
      options: 'Opzioni',
      login: 'Accedi o registrati',
      logout: 'Esci',
      tutorial: 'Tutorial',
    },
    options: {
      title: 'Opzioni',
      sound: 'Suono',
      errorAssist: 'Mostra perché un numero sbagliato è sbagliato',
      rule2Assist: 'Avvisa anche delle coppie ripetute (regola 2)',
    },
    rules: {
      title: 'Come si gioca',
      rule1:
        'Ogni casella misteriosa nasconde un numero intero da 1 a 9. I numeri possono ripetersi e alcuni possono mancare.',
      rule2:
        'Due numeri collegati possono formare una coppia una sola volta in un puzzle, in qualsiasi ordine: se 3 e 4 sono vicini in un punto, non possono esserlo altrove.',
      rule3:
        "L'unica eccezione è un quadrato cZeus: quattro numeri uguali intorno a un indizio quadrato. Un puzzle ne ha al massimo uno.",
      rule4: 'Ogni puzzle ha esattamente una soluzione, quindi non serve mai tirare a indovinare.',
      clues:
        'Un indizio tra due caselle mostra la loro somma (+) e il loro prodotto (×). Un indizio quadrato mostra somma e prodotto delle quattro caselle intorno.',
    },
    about: {
      title: 'Informazioni su cZeus',
      body: 'cZeus è un gioco di logica con i numeri. Ogni indizio ti dice la somma e il prodotto dei numeri vicini; metti insieme gli indizi e i numeri nascosti appaiono, un passo logico alla volta.',
    },
    screen: {
      comingSoon: 'Questa parte del gioco sta arrivando.',
      backHome: 'Torna ai puzzle',
      notFound: 'Qui non c’è nessuna pagina, quindi ecco i puzzle.',
      setPassword: 'Imposta una nuova password',
      login: 'Accedi',
      play: 'Gioca',
      practice: 'Esercizio',
      tutorial: 'Tutorial: {{land}}, pagina {{page}} di {{pages}}',
    },
    land: {
      summerland: "Terra d'estate",
      autumnland: "Terra d'autunno",
      winterland: "Terra d'inverno",
    },
    consent: {
      text: 'Contiamo quali schermate vengono usate, per migliorare il gioco. Non viene inviato nulla senza il tuo permesso.',
      accept: 'Consenti',
      decline: 'No, grazie',
    },
    contact: {
      title: 'Contattaci',
      intro: 'Domande, idee o un rompicapo che ti ha bloccato? Scrivici.',
      name: 'Il tuo nome',
      email: 'La tua email',
      subject: 'Oggetto',
      message: 'Messaggio',
      send: 'Invia',
      sending: 'Invio in corso…',
      success: 'Grazie! Il tuo messaggio è stato inviato.',
      captcha: 'Prima conferma di non essere un robot.',
    },
  },
  errors: {
    error: 'Errore. Riprova.',
    'error-login-wrongcredentials': 'Nome utente o password errati. Riprova o reimposta la password.',
    'error-login-enteremail': "Inserisci l'email",
    'error-login-enterpassword': 'Inserisci la password',
    'error-login-enterusername': 'Inserisci il nome utente',
    'error-register-passwordsmatch': 'Le password non coincidono.',
    'error-register-passwordformat': 'La password deve avere almeno 6 caratteri.',
    'error-register-terms': 'Accetta i termini del servizio',
    'error-register-useremailexists': 'Questo indirizzo email è già in uso',
    'error-register-usernameexists': 'Questo nome utente è già preso',
    'wrong-credential': 'Nome utente o password errati. Riprova o reimposta la password.',
    'forgot-password-not-email': 'Inserisci un indirizzo email valido',
    'reset-password-fail': 'Spiacenti, si è verificato un errore durante il cambio della password.',
    'puzzle-fail': 'Ops! Riprova.',
  },
  account: {
    email: 'Email',
    username: 'Nome utente',
    password: 'Password',
    password2: 'Ripeti la password',
    terms: 'Accetto i termini del servizio',
    login: 'Accedi',
    register: 'Crea account',
    toRegister: 'Sei nuovo? Crea un account',
    toLogin: 'Hai già un account? Accedi',
    loggedIn: 'Hai effettuato l’accesso come {{name}}.',
    logout: 'Esci',
    guestNote:
      'Stai giocando come ospite. Crea un account per conservare gemme e progressi su ogni dispositivo.',
    topScore: 'Punteggio migliore',
    totalScore: 'Punteggio totale',
    games: 'Partite giocate',
    gems: 'Gemme',
    rename: 'Cambia nome',
    save: 'Salva',
    saved: 'Salvato.',
    guestProfile: 'Crea un account per avere il tuo profilo su ogni dispositivo.',
    dailyTitle: 'Premio del giorno',
    dailyBody: 'Ecco le tue {{count}} gemme di oggi!',
    claim: 'Ritira',
    claimed: 'Ritirato. Torna domani!',
  },
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
    notEnoughGems: 'Non hai ancora abbastanza gemme.',
    wrong: '{{digit}} non va bene qui.',
    title3: 'cZeused! Una partita perfetta.',
    title2time: 'Bravo, e nel tempo!',
    title2errors: 'Bravo, senza nessun errore!',
    title1: 'Puzzle completato.',
    title0: 'Vite finite. Riprova!',
    stars: 'Stelle: {{count}} su 3',
    gemsEarned: 'Gemme guadagnate: {{count}}',
    finalScore: 'Punti: {{score}}',
    saving: 'Salvataggio del risultato…',
    saved: 'Risultato salvato.',
    saveFailed: 'Non ancora salvato; riprovo.',
    playAgain: 'Gioca ancora',
    newPuzzle: 'Nuovo puzzle',
    difficulty1: 'FACILE',
    difficulty2: 'MEDIO',
    difficulty3: 'DIFFICILE',
    difficulty4: 'ESPERTO',
  },
  home: {
    puzzles: 'Scegli un puzzle',
    previous: 'Puzzle precedente',
    next: 'Puzzle successivo',
    slide: 'Puzzle {{number}} di {{count}}: {{land}}, forma {{shape}}',
    difficulty: 'Difficoltà',
    band1: 'Facile',
    band2: 'Media',
    band3: 'Difficile',
    band4: 'Esperto',
    play: 'Gioca {{land}} {{shape}}',
  },
};
