import type { ResourceTree } from '../../resource-tree.js';

/** The tutorials' and practice tutorials' texts in this language: loaded with their screens, not with home. */
export const lessons: ResourceTree = {
  common: {
    select: 'Tocca la casella che brilla.',
    done: 'Ben fatto! Avanti ti porta alla pagina successiva.',
  },
  wrong: {
    read: 'Leggi il testo, poi tocca Continua.',
    select: 'Non quella: tocca la casella che brilla.',
    stay: 'Resta sulla casella che brilla.',
    digit: 'Non questo numero. Leggi perché e riprova.',
    note: 'Quel numero qui non va.',
    notesOn: 'Le note sono attive: disattivale per inserire il numero.',
    notesOff: 'Prima attiva le note, poi tocca i numeri.',
    clue: 'Non questo valore. Leggi perché e riprova.',
    undo: "Tocca Annulla per togliere l'ultima nota.",
  },
  s1: {
    title: "Misteri e l'indizio +",
    intro:
      "Ogni casella vuota è un mistero: nasconde un numero da 1 a 9. L'indizio tra due caselle mostra la loro somma.",
    select: '3 + ? = 8. Tocca la casella vuota.',
    digit: 'Quale numero fa 8 con il 3? Inseriscilo.',
  },
  s2: {
    title: "L'indizio ×",
    intro: "L'indizio × mostra il prodotto: i due numeri moltiplicati.",
    select: '4 × ? = 8. Tocca la casella sotto il 4.',
    digit: 'Inserisci il numero che con il 4 fa 8.',
    select2: 'Ora 2 × ? = 14. Tocca la casella a destra.',
    digit2: 'Inseriscilo.',
  },
  s3: {
    title: 'Una coppia da somma e prodotto',
    intro: 'Quali due numeri sommati fanno 7 e moltiplicati 12? Solo 3 e 4.',
    second: 'E + 10 con × 24? Solo 4 e 6.',
    select: "La casella d'angolo è in tutte e due le coppie. Toccala.",
    digit: 'È 3 o 4, e 4 o 6: inserisci il numero che le due coppie hanno in comune.',
    digit2: '4 + ? = 7. Inseriscilo.',
  },
  s4: {
    title: 'Regola 2: una coppia una volta sola',
    intro:
      'Due numeri possono essere una coppia una sola volta in un puzzle, in qualsiasi ordine. Qui 2 e 6 sono già una coppia.',
    options: '+ 9 e × 18 sono 3 e 6, in qualche ordine.',
    select: 'Tocca la casella accanto al 2.',
    digit: "Se fosse 6, 2 e 6 sarebbero una coppia due volte. Inserisci l'altro numero.",
    digit2: '3 + ? = 9. Inseriscilo.',
  },
  s5: {
    title: 'Note e annulla',
    select: '+ 7 e × 12: questa casella è 3 o 4. Toccala.',
    notes: 'Attiva le note e annota tutti e due i numeri: 3 e 4.',
    undo: "Annulla toglie l'ultima nota. Tocca Annulla.",
    deduce: "A sinistra: 3 + 2 o 4 + 1 fanno 5. L'indizio in basso, + 7 × 10, ammette solo 2 o 5.",
    digit: 'Quindi questa casella è 2. Disattiva le note e inseriscilo.',
    digit2: '2 + ? = 5. Inseriscilo.',
  },
  s6: {
    title: 'Una griglia intera',
    intro: 'Comincia dove un indizio decide: + 11 e × 18 sono 2 e 9.',
    select: '9 × ? non può fare 8, quindi questa casella è 2. Toccala.',
    digit: 'Inseriscilo.',
    digit2: '2 × ? = 8.',
    digit3: '4 + ? = 7.',
    digit4: "E l'ultimo: 2 + ? = 11.",
  },
  a1: {
    title: 'Indizi quadrati',
    intro: 'Un indizio quadrato mostra la somma e il prodotto delle quattro caselle intorno.',
    select: '2 + 3 + 4 + ? = 10. Tocca la casella che manca.',
    digit: 'Inserisci il quarto numero.',
  },
  a2: {
    title: 'Il prodotto del quadrato',
    select: 'Si vede solo il prodotto: 2 × 3 × 4 × ? = 144. Tocca la casella che manca.',
    digit: '24 × ? = 144. Inseriscilo.',
  },
  a3: {
    title: 'Quattro numeri uguali',
    intro: '625, 2401 e 4096 possono essere solo quattro numeri uguali: quattro 5, quattro 7 o quattro 8.',
    digit: '2401 = 7 × 7 × 7 × 7. Inserisci il numero.',
    digit2: 'Tutte le caselle di questo quadrato sono uguali.',
  },
  a4: {
    title: 'Forse quattro numeri uguali',
    intro: '81, 256 e 1296 possono essere quattro 3, 4 o 6, ma non per forza: 256 è anche 2 × 4 × 4 × 8.',
    sum: 'Decide la somma: 4 + 4 + 4 + 4 = 16. Questo quadrato è fatto di quattro 4.',
    digit: 'Inserisci il numero.',
    digit2: 'Lo stesso qui.',
  },
  a5: {
    title: 'Il quadrato cZeus',
    intro:
      'Quattro numeri uguali intorno a un quadrato formano un quadrato cZeus. Un puzzle ne ha al massimo uno (regola 3).',
    second:
      'Anche il quadrato di destra è × 256, ma non può essere di nuovo quattro 4. Gli altri due numeri fanno 16: 2 e 8.',
    notes: 'Annota cosa può essere questa casella: 2 o 8. Mai 4, che farebbe un secondo quadrato cZeus.',
    digit: '4 × ? = 32. Inseriscilo.',
    digit2: "4 × 4 × 8 × ? = 256. Inserisci l'ultimo numero.",
  },
  a6: {
    title: 'Il tastierino di stima',
    intro:
      'Alcune metà degli indizi sono nascoste. Calcolane una e scegli il valore sul tastierino di stima.',
    select: "Tocca la metà + dell'indizio quadrato.",
    value: "3 + ? = 10 mette un 7 nell'angolo. Scegli la somma 2 + 3 + 5 + 7.",
    digit: "Ora inserisci il numero nell'angolo.",
  },
  w1: {
    title: 'Fattori comuni',
    intro: 'Questa casella sta tra × 14 e × 21. Quale numero è fattore di entrambi?',
    digit: '14 = 2 × 7 e 21 = 3 × 7. Inserisci il fattore comune.',
    digit2: '7 × ? = 14.',
    digit3: '7 × ? = 21.',
  },
  w2: {
    title: "L'altra coppia",
    intro: 'Il quadrato fa 20 di somma, la coppia in alto 9. Quindi la coppia in basso fa 20 − 9.',
    select: "Tocca la metà + dell'indizio in basso.",
    value: 'Scegli la somma della coppia in basso.',
    pair: '+ 11 e × 24: la coppia in basso è 3 e 8.',
    digit: "La coppia in alto è 4 e 5, l'indizio a sinistra + 7. Inserisci il numero in basso a sinistra.",
  },
  w3: {
    title: 'E se…?',
    select: '+ 9 e × 18: questa casella è 3 o 6. Toccala.',
    notes: 'Attiva le note e annotali tutti e due.',
    whatIf: 'E se fosse 3? Allora 6 accanto, poi 2 (× 12), e 2 + 7 non fa 11. Non può funzionare.',
    cross: 'Quindi non è 3. Tocca 3 per cancellarlo.',
    digit: 'Disattiva le note e inserisci il numero rimasto.',
  },
  w4: {
    title: 'Le griglie più grandi',
    intro:
      "La griglia più grande dell'inverno: dodici caselle, sei quadrati. Gli stessi passi, uno alla volta.",
    digit: '1 + 2 + 8 + ? = 14. Inseriscilo.',
    digit2: '2 × ? = 10. Inseriscilo.',
  },
  onboarding: {
    add: {
      pair: 'Questo indizio unisce due misteri: il suo +{{value}} è la loro somma.',
      square: 'Un indizio quadrato sta tra quattro misteri: il suo +{{value}} è la somma di tutti e quattro.',
      split:
        "I quattro misteri di un quadrato formano due coppie: il suo + meno il + di una coppia dà il + dell'altra.",
      start:
        "Comincia da un indizio di coppia: quando conosci uno dei suoi due misteri, l'indizio ti dà l'altro.",
      first: 'Un numero per cominciare: questo mistero è {{digit}}. Tocca {{digit}}.',
      second: '+{{value}} è {{first}} + {{digit}}, quindi questo mistero è {{digit}}. Tocca {{digit}}.',
      yourTurn: 'Tocca a te: trova i numeri con gli indizi +.',
    },
    mult: {
      pair: 'Questo indizio unisce due misteri: il suo ×{{value}} è il loro prodotto.',
      square:
        'Un indizio quadrato sta tra quattro misteri: il suo ×{{value}} è il prodotto di tutti e quattro.',
      split:
        "I quattro misteri di un quadrato formano due coppie: il suo × diviso per il × di una coppia dà il × dell'altra.",
      start:
        "Comincia da un indizio di coppia: quando conosci uno dei suoi due misteri, l'indizio ti dà l'altro.",
      first: 'Un numero per cominciare: questo mistero è {{digit}}. Tocca {{digit}}.',
      second: '×{{value}} è {{first}} × {{digit}}, quindi questo mistero è {{digit}}. Tocca {{digit}}.',
      yourTurn: 'Tocca a te: trova i numeri con gli indizi ×.',
    },
  },
  factor: {
    meet: 'Due indizi × si incontrano in questo mistero: ognuno è un prodotto con esso.',
    first: '×{{a}}: il mistero per una cifra fa {{a}}, quindi è uno tra {{fa}}.',
    second: '×{{b}}: allo stesso modo, è uno tra {{fb}}.',
    common: 'Solo {{d}} è in entrambe le liste: il loro fattore comune.',
    only: 'Quindi il mistero deve essere {{d}}.',
    entered: '{{d}} è inserito.',
    yourTurn: 'Tocca a te: trova il resto. Il suggerimento intelligente mostra il passo successivo.',
  },
};
