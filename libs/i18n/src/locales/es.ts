import type { ResourceTree } from '../resource-tree.js';

export const es: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Encuentra los números ocultos a partir de sus sumas y productos.',
    server: {
      checking: 'Conectando con el servidor del juego…',
      ok: 'Servidor del juego listo (versión {{version}})',
      down: 'No se puede conectar con el servidor del juego. Revisa tu conexión e inténtalo de nuevo.',
    },
    retry: 'Reintentar',
    gems_one: '{{count}} gema',
    gems_many: '{{count}} de gemas',
    gems_other: '{{count}} gemas',
    menu: {
      open: 'Menú',
      close: 'Cerrar',
      home: 'Elegir un puzle',
      profile: 'Perfil',
      language: 'Idioma',
      contact: 'Contacto',
      about: 'Acerca de cZeus',
      website: 'Web de cZeus',
      rules: 'Reglas',
      options: 'Opciones',
      login: 'Entrar o registrarse',
      logout: 'Cerrar sesión',
      tutorial: 'Tutorial',
    },
    options: {
      title: 'Opciones',
      sound: 'Sonido',
      errorAssist: 'Mostrar por qué un número incorrecto es incorrecto',
      rule2Assist: 'Avisar también de parejas repetidas (regla 2)',
    },
    rules: {
      title: 'Cómo se juega',
      rule1:
        'Cada casilla misteriosa esconde un número entero del 1 al 9. Los números pueden repetirse y algunos pueden no aparecer.',
      rule2:
        'Dos números conectados solo pueden formar pareja una vez en un puzle, en cualquier orden: si el 3 y el 4 están juntos en un sitio, no pueden estar juntos en ningún otro.',
      rule3:
        'La única excepción es un cuadrado cZeus: cuatro números iguales alrededor de una pista cuadrada. Un puzle tiene como mucho uno.',
      rule4: 'Cada puzle tiene exactamente una solución, así que nunca hace falta adivinar.',
      clues:
        'Una pista entre dos casillas muestra su suma (+) y su producto (×). Una pista cuadrada muestra la suma y el producto de las cuatro casillas que la rodean.',
    },
    about: {
      title: 'Acerca de cZeus',
      body: 'cZeus es un juego de lógica con números. Cada pista te dice la suma y el producto de los números de al lado; combina las pistas y los números ocultos aparecen, paso a paso.',
    },
    screen: {
      comingSoon: 'Esta parte del juego está en camino.',
      backHome: 'Volver a los puzles',
      notFound: 'Aquí no hay ninguna página, así que aquí tienes los puzles.',
      setPassword: 'Crear una contraseña nueva',
      login: 'Entrar',
      play: 'Jugar',
      practice: 'Práctica',
      tutorial: 'Tutorial: {{land}}, página {{page}} de {{pages}}',
    },
    land: {
      summerland: 'Tierra de verano',
      autumnland: 'Tierra de otoño',
      winterland: 'Tierra de invierno',
    },
    consent: {
      text: 'Contamos qué pantallas se usan para mejorar el juego. No se envía nada si no lo permites.',
      accept: 'Permitir',
      decline: 'No, gracias',
    },
    contact: {
      title: 'Contáctanos',
      intro: '¿Preguntas, ideas o un rompecabezas que se te resiste? Escríbenos.',
      name: 'Tu nombre',
      email: 'Tu correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      send: 'Enviar',
      sending: 'Enviando…',
      success: '¡Gracias! Tu mensaje ha sido enviado.',
      captcha: 'Primero confirma que no eres un robot.',
    },
  },
  errors: {
    error: 'Error. Inténtalo de nuevo.',
    'error-login-wrongcredentials':
      'Usuario o contraseña incorrectos. Inténtalo de nuevo o restablece tu contraseña.',
    'error-login-enteremail': 'Introduce tu correo electrónico',
    'error-login-enterpassword': 'Introduce tu contraseña',
    'error-login-enterusername': 'Introduce tu nombre de usuario',
    'error-register-passwordsmatch': 'Las contraseñas no coinciden.',
    'error-register-passwordformat': 'La contraseña debe tener 6 caracteres o más.',
    'error-register-terms': 'Acepta las condiciones del servicio',
    'error-register-useremailexists': 'Este correo electrónico ya está en uso',
    'error-register-usernameexists': 'Este nombre de usuario ya está ocupado',
    'wrong-credential': 'Usuario o contraseña incorrectos. Inténtalo de nuevo o restablece tu contraseña.',
    'forgot-password-not-email': 'Introduce un correo electrónico válido',
    'reset-password-fail': 'Lo sentimos, hubo un error al cambiar la contraseña.',
    'puzzle-fail': '¡Vaya! Inténtalo de nuevo.',
  },
  account: {
    email: 'Correo electrónico',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    password2: 'Repite la contraseña',
    terms: 'Acepto las condiciones del servicio',
    login: 'Entrar',
    register: 'Crear cuenta',
    toRegister: '¿Eres nuevo? Crea una cuenta',
    toLogin: '¿Ya tienes cuenta? Entra',
    loggedIn: 'Has entrado como {{name}}.',
    logout: 'Cerrar sesión',
    guestNote:
      'Juegas como invitado. Crea una cuenta para guardar tus gemas y tu progreso en todos tus dispositivos.',
    topScore: 'Mejor puntuación',
    totalScore: 'Puntuación total',
    games: 'Partidas jugadas',
    gems: 'Gemas',
    rename: 'Cambiar nombre',
    save: 'Guardar',
    saved: 'Guardado.',
    guestProfile: 'Crea una cuenta para tener tu perfil en todos tus dispositivos.',
    dailyTitle: 'Premio diario',
    dailyBody: '¡Aquí tienes tus {{count}} gemas de hoy!',
    claim: 'Recoger',
    claimed: 'Recogido. ¡Vuelve mañana!',
  },
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
    hint: 'Pista inteligente ({{price}} gemas)',
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
    notEnoughGems: 'Aún no tienes gemas suficientes.',
    wrong: '{{digit}} no va aquí.',
    title3: '¡cZeused! Una partida perfecta.',
    title2time: '¡Muy bien, y a tiempo!',
    title2errors: '¡Muy bien, sin un solo error!',
    title1: 'Puzle completado.',
    title0: 'Sin vidas. ¡Inténtalo de nuevo!',
    stars: 'Estrellas: {{count}} de 3',
    gemsEarned: 'Gemas ganadas: {{count}}',
    finalScore: 'Puntos: {{score}}',
    saving: 'Guardando tu resultado…',
    saved: 'Resultado guardado.',
    saveFailed: 'Aún no se pudo guardar; lo intentamos de nuevo.',
    playAgain: 'Jugar otra vez',
    newPuzzle: 'Nuevo puzle',
    difficulty1: 'FÁCIL',
    difficulty2: 'MEDIO',
    difficulty3: 'DIFÍCIL',
    difficulty4: 'EXPERTO',
  },
  home: {
    puzzles: 'Elige un puzle',
    previous: 'Puzle anterior',
    next: 'Puzle siguiente',
    slide: 'Puzle {{number}} de {{count}}: {{land}}, forma {{shape}}',
    difficulty: 'Dificultad',
    band1: 'Fácil',
    band2: 'Media',
    band3: 'Difícil',
    band4: 'Experto',
    play: 'Jugar {{land}} {{shape}}',
  },
};
