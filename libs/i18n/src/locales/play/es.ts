import type { ResourceTree } from '../../resource-tree.js';

/** The play, hint and practice screens' texts in this language: loaded with those screens, not with home. */
export const play: Record<'hints' | 'play' | 'practice', ResourceTree> = {
  hints: {
    'rule1-error-1': 'Los números van del 1 al 9, y {{a}} no es uno de ellos.',
    'rule1-error-2': 'Elige una casilla misteriosa para escribir un número.',
    'pair-add-error-1': '{{a}} + {{b}} no da la pista de suma {{add}}.',
    'pair-add-error-2':
      'Con {{a}} aquí, el otro número tendría que ser {{b}} para sumar {{add}}, pero los números solo van del 1 al 9.',
    'pair-mult-error-1': '{{a}} × {{b}} no da la pista de producto {{mult}}.',
    'pair-mult-error-2': '{{a}} no es divisor de {{mult}}: ningún número entero por {{a}} da {{mult}}.',
    'pair-mult-error-3': '{{mult}} ÷ {{a}} = {{b}}, pero los números solo llegan hasta 9.',
    'pair-clue-error-1':
      'Con {{a}} aquí, la pista de suma {{add}} necesita un {{b}} al lado, pero {{a}} × {{b}} no es {{mult}}.',
    'sq-add-error-1': 'Los cuatro números suman {{sum}}, pero la pista del cuadrado dice {{add}}.',
    'sq-add-error-2':
      'Los números de momento suman {{sum}}. Para llegar a {{add}} los demás tendrían que sumar {{left}}, y eso no se puede con números del 1 al 9.',
    'sq-mult-error-1':
      'Los cuatro números multiplicados dan {{product}}, pero la pista del cuadrado dice {{mult}}.',
    'sq-mult-error-2':
      'Los tres números multiplicados dan {{product}}, y ningún número del 1 al 9 por {{product}} da {{mult}}.',
    'sq-mult-error-3':
      'Los números de momento multiplicados dan {{product}}, y {{mult}} no se puede obtener de {{product}} por números del 1 al 9.',
    'sq-mult-error-4':
      '{{mult}} solo puede ser {{d}} × {{d}} × {{d}} × {{d}}, así que todos los números alrededor de este cuadrado son {{d}}, no {{a}}.',
    'sq-dbl-clue-error-1':
      'Los tres números suman {{sum}} y multiplicados dan {{product}}. La pista de suma {{add}} necesita un {{d}}, pero entonces el producto no sería {{mult}}.',
    'rule2-error-1':
      'Los números no pueden conectarse más de una vez: {{a}} y {{b}} ya forman pareja en otro sitio.',
    'rule2-error-2':
      '¡Buen intento! Pero esto no es un cuadrado cZeus. {{a}} y {{b}} solo pueden ser pareja dos veces alrededor de un cuadrado si los cuatro números son iguales.',
    'rule3-error-1': 'Un puzle tiene un solo cuadrado cZeus, y cuatro {{d}} aquí formarían otro.',
    'entry-not-solution-1':
      '{{a}} todavía no contradice ninguna pista, pero no es el número de esta casilla.',
    'hint-single-candidate': 'Solo queda el {{d}} para esta casilla, así que es {{d}}.',
    'hint-pair-add-known': '{{a}} + ? = {{add}}, así que el otro número es {{b}}.',
    'hint-pair-mult-known': '{{a}} × ? = {{mult}}, así que el otro número es {{b}}.',
    'hint-square-all-equal':
      'Solo {{d}} × {{d}} × {{d}} × {{d}} da {{mult}}, así que los cuatro números del cuadrado son {{d}}.',
    'hint-square-all-equal-both':
      '{{mult}} es {{d}} × {{d}} × {{d}} × {{d}} y la suma también encaja con cuatro {{d}}: los cuatro números del cuadrado son {{d}}.',
    'hint-square-fourth-add':
      'Tres números del cuadrado suman {{sum}}. {{add}} − {{sum}} = {{d}}, así que el cuarto es {{d}}.',
    'hint-square-fourth-mult':
      'Tres números del cuadrado multiplicados dan {{product}}. {{mult}} ÷ {{product}} = {{d}}, así que el cuarto es {{d}}.',
    'hint-pair-identical':
      '¿Qué dos números suman {{add}} y multiplicados dan {{mult}}? {{a}} y {{b}}, así que las dos casillas son {{a}}.',
    'hint-pair-both-halves':
      '¿Qué dos números suman {{add}} y multiplicados dan {{mult}}? Solo {{a}} y {{b}}, así que cada una de estas casillas es {{a}} o {{b}}.',
    'hint-common-factor':
      'Esta casilla está entre las pistas de producto {{clues}}. El único número que es divisor de todas aquí es {{d}}.',
    'hint-common-sum':
      'Esta casilla está entre las pistas {{clues}}. El único número que encaja con todas es {{d}}.',
    'hint-candidate-list-add':
      'Mira la pista de suma {{add}} y lo que aún puede ser la casilla de al lado: esta casilla solo puede ser {{digits}}.',
    'hint-candidate-list-mult':
      'Mira la pista de producto {{mult}} y lo que aún puede ser la casilla de al lado: esta casilla solo puede ser {{digits}}.',
    'hint-candidate-list-both':
      'Mira las pistas +{{add}} y ×{{mult}} y lo que aún puede ser la casilla de al lado: esta casilla solo puede ser {{digits}}.',
    'hint-square-minus-pair-add':
      'El cuadrado suma {{whole}} y un lado suma {{part}}, así que el lado opuesto suma {{whole}} − {{part}} = {{value}}.',
    'hint-square-divided-by-pair':
      'El cuadrado multiplicado da {{whole}} y un lado da {{part}}, así que el lado opuesto da {{whole}} ÷ {{part}} = {{value}}.',
    'hint-rule2-elimination':
      '{{a}} ya forma pareja con {{digits}} en otro sitio. Una pareja solo se usa una vez, así que esta casilla no puede ser {{digits}}.',
    'hint-square-enumeration-add':
      'Prueba todas las formas en que cuatro números suman {{add}} alrededor de este cuadrado, respetando las pistas de sus lados: algunos números nunca encajan, así que táchalos.',
    'hint-square-enumeration-mult':
      'Prueba todas las formas en que cuatro números multiplicados dan {{mult}} alrededor de este cuadrado, respetando las pistas de sus lados: algunos números nunca encajan, así que táchalos.',
    'hint-square-enumeration-both':
      'Prueba todas las formas en que cuatro números suman {{add}} y multiplicados dan {{mult}} alrededor de este cuadrado, respetando las pistas de sus lados: algunos números nunca encajan, así que táchalos.',
    'hint-what-if': 'Eso no puede ser, así que esta casilla no es {{d}}. Tacha el {{d}}.',
    'hint-what-if-assume': '¿Y si esta casilla fuera {{d}}? Sigue lo que eso significaría.',
    'gentle-hint-1': 'Mira la pista marcada: te da un número enseguida.',
    'gentle-hint-2': 'Mira la casilla marcada y las pistas de alrededor: ¿qué números encajan con todas?',
    'gentle-hint-3': 'Compara las pistas marcadas: juntas dicen más que cada una por separado.',
    'gentle-hint-4': 'Elige uno de los pocos números que quedan en la casilla marcada y sigue adónde lleva.',
    'guess-no-hint-1': 'Has encontrado todos los números. ¡Muy bien!',
    'guess-no-hint-2': 'Desde aquí no se encuentra ningún paso.',
  },
  play: {
    /** The daily puzzle: its card on home, its end (rank, streak, share) and its missing dates (daily/). */
    daily: {
      title: 'Puzle del día',
      heading: 'Puzle del día, {{date}}',
      toPlay: 'Nuevo hoy, el mismo puzle para todos.',
      solved: 'Resuelto en {{time}}',
      tried: 'Jugado hoy, aún sin resolver.',
      streak: 'Racha {{current}} · mejor {{best}}',
      next: 'Próximo puzle del día a las {{at}} (en {{hours}} h {{minutes}} min)',
      play: 'Jugar el puzle del día',
      playAgain: 'Jugarlo otra vez',
      shareTitle: 'cZeus del día',
      rank: 'Tu puesto: {{rank}}',
      rankGuest: 'Estarías en el puesto {{rank}}',
      unranked: 'Solo cuenta tu primera partida de un puzle del día, jugada en su día.',
      top: 'Clasificación',
      rankCol: 'Puesto',
      nameCol: 'Jugador',
      timeCol: 'Tiempo',
      hintsCol: 'Ayudas',
      you: 'Tú',
      nobody: 'Aún no hay nadie en la lista.',
      guestOffer:
        'Los invitados no aparecen en la lista. Crea una cuenta para ver tu nombre en la clasificación.',
      register: 'Crear cuenta',
      share: 'Compartir',
      copied: 'Copiado al portapapeles',
      shareFailed: 'No se pudo compartir; inténtalo de nuevo.',
      malformed: 'No hay puzle del día para esa fecha.',
      coming: 'Ese puzle del día aún no ha salido.',
      tooOld: 'Los puzles del día están abiertos 30 días; ese ya se cerró.',
      loadFailed: 'No se pudo cargar el puzle del día.',
    },
    grid: 'Puzle cZeus',
    mystery: 'casilla misteriosa, fila {{row}}, columna {{col}}, {{value}}',
    empty: 'vacía',
    clueAdd: 'pista de suma {{value}}, {{where}}',
    clueMult: 'pista de producto {{value}}, {{where}}',
    hidden: 'oculta',
    between: 'entre fila {{r1}} columna {{c1}} y fila {{r2}} columna {{c2}}',
    square: 'alrededor del cuadrado en fila {{row}} columna {{col}}',
    pad: 'Números',
    notes: 'Notas',
    hint: 'Ayuda inteligente ({{price}} gemas)',
    reveal: 'Revelar ({{price}} gemas)',
    more: 'Más',
    back: 'Atrás',
    close: 'Cerrar',
    score: 'Puntos',
    time: 'Tiempo',
    lives: 'Vidas',
    go: '¡Ya!',
    loading: 'Cargando el puzle…',
    loadFailed: 'No se pudo cargar el puzle.',
    newPuzzle: 'Jugar un puzle nuevo',
    notEnoughGems: 'Aún no tienes gemas suficientes.',
    wrong: '{{digit}} no va aquí.',
    estimate: 'Elige el valor de la pista',
    clueWrong: '{{value}} no es el valor de esta pista',
    clueWrongTerms: '{{terms}} no es igual a {{value}}',
    clueRight: 'Correcto: {{value}}',
    squareBonus: 'Bonificación de cuadrado: +{{points}}',
    czeusBonus: '¡cZeus! Cuatro números iguales: +{{points}}',
    backToResults: 'Volver a los resultados',
    puzzleTitle: '{{land}}, puzle {{shape}}',
    prize: 'Premio: {{gems}} gemas',
    undo: 'Deshacer nota',
    torch: 'Linterna',
    dim: 'Atenuar las celdas no relacionadas',
    noHintsLeft: 'No quedan ayudas inteligentes para este puzle.',
    selectFirst: 'Primero selecciona una casilla misteriosa.',
    title3: '¡cZeused! Una partida perfecta.',
    title3helped: 'Tres estrellas, resuelto con ayuda.',
    title2time: '¡Muy bien, y a tiempo!',
    title2errors: '¡Muy bien, sin un solo error!',
    title1: 'Puzle completado.',
    title0: 'Sin vidas. ¡Inténtalo de nuevo!',
    newBest: '¡Nuevo récord!',
    failedCheer: 'Cada intento afina tu mirada. Mira cómo se resuelve o inténtalo otra vez.',
    stars: 'Estrellas: {{count}} de 3',
    gemsEarned: 'Gemas ganadas: {{count}}',
    finalScore: 'Puntos: {{score}}',
    saving: 'Guardando tu resultado…',
    saved: 'Resultado guardado.',
    saveFailed: 'Aún no se pudo guardar; lo intentamos de nuevo.',
    saveRefused: 'Este resultado no se pudo contar.',
    playAgain: 'Jugar otra vez',
    difficulty1: 'FÁCIL',
    difficulty2: 'MEDIO',
    difficulty3: 'DIFÍCIL',
    difficulty4: 'EXPERTO',
    timeTaken: 'Tiempo: {{seconds}} s',
    mistakes: 'Errores: {{count}}',
    bonus: 'Bonificación de tres estrellas incluida: {{bonus}}',
    next: 'Continuar',
    showSolution: 'Ver la solución',
    starFinished: 'Terminado',
    starTime: 'A tiempo',
    starNoErrors: 'Sin errores',
    exitTitle: '¿Salir de este puzle?',
    exitBody: 'Se perderá tu progreso en este puzle.',
    exitOk: 'Salir',
    exitCancel: 'Seguir jugando',
    warnHintTitle: '¿Usar una ayuda inteligente?',
    warnHint: 'Una ayuda inteligente explica el siguiente paso por {{price}} gemas.',
    warnRevealTitle: '¿Revelar esta casilla?',
    warnReveal: 'Revelar la casilla elegida cuesta {{price}} gemas.',
    dontAskAgain: 'No volver a preguntar',
    cancel: 'Cancelar',
    ok: 'Aceptar',
    hintReminder: '¿Atascado? Una ayuda inteligente explica el siguiente paso.',
    landPromptTitle: 'Bienvenido a {{land}}',
    landPromptBody:
      '{{land}} trae cosas nuevas que aprender. Un tutorial breve te las muestra en un tablero real, o puedes jugar ya.',
    landPromptPlay: 'Jugar',
  },
  /** The practice screens, their end card and their chooser (practice/). */
  practice: {
    selectTitle: 'Práctica',
    selectBody: 'Entrena una habilidad cada vez. Elige qué practicar.',
    finished: 'Completado',
    endCompleted: 'Tutorial completado',
    endCzeused: '¡cZeused! Ya le has pillado el truco.',
    endFailed: 'Esta vez no se ha resuelto',
    endFailedBody: 'Prueba el siguiente puzle, o este otra vez desde el menú.',
    exit: 'Salir',
    continue: 'Continuar',
    play: 'Jugar',
    exitToPractice: 'Volver a la práctica',
    replayTutorial: 'Tutorial de esta práctica',
    addition: {
      title: 'Pistas de suma y multiplicación',
      body: 'Encuentra el valor oculto de una pista: la suma o el producto de los dos números a su lado.',
    },
    subtraction: {
      title: 'Resta y división',
      body: 'Una pista y uno de sus números dan el otro: resta de una suma, divide un producto.',
    },
    factoring: {
      title: 'Factor común',
      body: 'Dos productos que comparten un número: su factor común lo acota.',
    },
    squareValue: {
      title: 'Valor del cuadrado',
      body: 'Estima el valor de un cuadrado a partir de los números que lo rodean.',
    },
    deduction: {
      title: 'Deducción',
      body: 'Cuando ninguna celda es segura por sí sola, compara un cuadrado con un par de sus pistas para deducir un número.',
    },
  },
};
