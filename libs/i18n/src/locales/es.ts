import type { ResourceTree } from '../resource-tree.js';

export const es: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Encuentra los números ocultos a partir de sus sumas y productos.',
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
      practice: 'Práctica',
    },
    tutorial: {
      nav: 'Páginas del tutorial',
      exit: 'Salir',
      skip: 'Saltar el tutorial',
      back: 'Atrás',
      next: 'Siguiente',
      play: 'Jugar en {{land}}',
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
    intro: {
      play: 'Jugar ahora',
      tutorial: 'Tutorial',
      language: 'Idioma',
    },
    fullscreen: {
      enter: 'Pantalla completa',
      leave: 'Salir de pantalla completa',
      homeScreen: 'Para pantalla completa, toca Compartir y luego «Añadir a pantalla de inicio».',
    },
    assist: {
      title: 'Ayuda con errores',
    },
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
    bestStars: 'Mejor: {{best}} de 3 estrellas',
    upNext: 'Siguiente',
    zen: 'Zen: sin reloj, sin puntos',
    zenShort: 'Zen',
  },
};
