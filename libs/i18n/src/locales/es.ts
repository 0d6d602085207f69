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
  },
};
