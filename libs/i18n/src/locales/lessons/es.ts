import type { ResourceTree } from '../../resource-tree.js';

/** The tutorials' and practice tutorials' texts in this language: loaded with their screens, not with home. */
export const lessons: ResourceTree = {
  common: {
    select: 'Toca la casilla que brilla.',
    done: '¡Bien hecho! Siguiente te lleva a la próxima página.',
  },
  wrong: {
    read: 'Lee el texto y toca Continuar.',
    select: 'Esa no: toca la casilla que brilla.',
    stay: 'Quédate en la casilla que brilla.',
    digit: 'Ese número no. Lee por qué y vuelve a intentarlo.',
    note: 'Ese número no encaja aquí.',
    notesOn: 'Las notas están activadas: desactívalas para escribir el número.',
    notesOff: 'Activa primero las notas y luego toca los números.',
    clue: 'Ese valor no. Lee por qué y vuelve a intentarlo.',
    undo: 'Toca Deshacer para quitar tu última nota.',
  },
  s1: {
    title: 'Misterios y la pista +',
    intro:
      'Cada casilla vacía es un misterio: esconde un número del 1 al 9. La pista entre dos casillas muestra su suma.',
    select: '3 + ? = 8. Toca la casilla vacía.',
    digit: '¿Qué número suma 8 con el 3? Escríbelo.',
  },
  s2: {
    title: 'La pista ×',
    intro: 'La pista × muestra el producto: los dos números multiplicados.',
    select: '4 × ? = 8. Toca la casilla debajo del 4.',
    digit: 'Escribe el número que con el 4 da 8.',
    select2: 'Ahora 2 × ? = 14. Toca la casilla de la derecha.',
    digit2: 'Escríbelo.',
  },
  s3: {
    title: 'Una pareja por su suma y su producto',
    intro: '¿Qué dos números suman 7 y multiplicados dan 12? Solo 3 y 4.',
    second: '¿Y + 10 con × 24? Solo 4 y 6.',
    select: 'La casilla de la esquina está en las dos parejas. Tócala.',
    digit: 'Es 3 o 4, y 4 o 6: escribe el número que comparten las dos parejas.',
    digit2: '4 + ? = 7. Escríbelo.',
  },
  s4: {
    title: 'Regla 2: una pareja solo una vez',
    intro:
      'Dos números solo pueden ser pareja una vez en un puzle, en cualquier orden. Aquí 2 y 6 ya son pareja.',
    options: '+ 9 y × 18 son 3 y 6, en algún orden.',
    select: 'Toca la casilla junto al 2.',
    digit: 'Si fuera 6, 2 y 6 serían pareja dos veces. Escribe el otro número.',
    digit2: '3 + ? = 9. Escríbelo.',
  },
  s5: {
    title: 'Notas y deshacer',
    select: '+ 7 y × 12: esta casilla es 3 o 4. Tócala.',
    notes: 'Activa las notas y anota los dos números: 3 y 4.',
    undo: 'Deshacer quita tu última nota. Toca Deshacer.',
    deduce: 'A la izquierda: 3 + 2 o 4 + 1 suman 5. La pista de abajo, + 7 × 10, solo permite 2 o 5.',
    digit: 'Así que esta casilla es 2. Desactiva las notas y escríbelo.',
    digit2: '2 + ? = 5. Escríbelo.',
  },
  s6: {
    title: 'Un tablero entero',
    intro: 'Empieza donde una pista decide: + 11 y × 18 son 2 y 9.',
    select: '9 × ? no puede dar 8, así que esta casilla es 2. Tócala.',
    digit: 'Escríbelo.',
    digit2: '2 × ? = 8.',
    digit3: '4 + ? = 7.',
    digit4: 'Y el último: 2 + ? = 11.',
  },
  a1: {
    title: 'Pistas cuadradas',
    intro: 'Una pista cuadrada muestra la suma y el producto de las cuatro casillas que la rodean.',
    select: '2 + 3 + 4 + ? = 10. Toca la casilla que falta.',
    digit: 'Escribe el cuarto número.',
  },
  a2: {
    title: 'El producto del cuadrado',
    select: 'Solo se ve el producto: 2 × 3 × 4 × ? = 144. Toca la casilla que falta.',
    digit: '24 × ? = 144. Escríbelo.',
  },
  a3: {
    title: 'Cuatro números iguales',
    intro: '625, 2401 y 4096 solo pueden ser cuatro números iguales: cuatro 5, cuatro 7 o cuatro 8.',
    digit: '2401 = 7 × 7 × 7 × 7. Escribe el número.',
    digit2: 'Todas las casillas de este cuadrado son iguales.',
  },
  a4: {
    title: 'Quizá cuatro números iguales',
    intro: '81, 256 y 1296 pueden ser cuatro 3, 4 o 6, pero no siempre: 256 también es 2 × 4 × 4 × 8.',
    sum: 'La suma decide: 4 + 4 + 4 + 4 = 16. Este cuadrado son cuatro 4.',
    digit: 'Escribe el número.',
    digit2: 'Aquí lo mismo.',
  },
  a5: {
    title: 'El cuadrado cZeus',
    intro:
      'Cuatro números iguales alrededor de un cuadrado forman un cuadrado cZeus. Un puzle tiene como mucho uno (regla 3).',
    second:
      'El cuadrado derecho también es × 256, pero no puede volver a ser cuatro 4. Sus otros dos números dan 16: 2 y 8.',
    notes: 'Anota lo que puede ser esta casilla: 2 u 8. Nunca 4, que haría un segundo cuadrado cZeus.',
    digit: '4 × ? = 32. Escríbelo.',
    digit2: '4 × 4 × 8 × ? = 256. Escribe el último número.',
  },
  a6: {
    title: 'El teclado de estimación',
    intro:
      'Algunas mitades de pista están ocultas. Calcula una y elige su valor en el teclado de estimación.',
    select: 'Toca la mitad + de la pista cuadrada.',
    value: '3 + ? = 10 pone un 7 en la esquina. Elige la suma 2 + 3 + 5 + 7.',
    digit: 'Ahora escribe el número de la esquina.',
  },
  w1: {
    title: 'Factores comunes',
    intro: 'Esta casilla está entre × 14 y × 21. ¿Qué número es factor de los dos?',
    digit: '14 = 2 × 7 y 21 = 3 × 7. Escribe el factor común.',
    digit2: '7 × ? = 14.',
    digit3: '7 × ? = 21.',
  },
  w2: {
    title: 'La otra pareja',
    intro: 'El cuadrado suma 20 y su pareja de arriba 9. Así que la de abajo suma 20 − 9.',
    select: 'Toca la mitad + de la pista de abajo.',
    value: 'Elige la suma de la pareja de abajo.',
    pair: '+ 11 y × 24: la pareja de abajo es 3 y 8.',
    digit:
      'La pareja de arriba es 4 y 5, la pista de la izquierda + 7. Escribe el número de abajo a la izquierda.',
  },
  w3: {
    title: '¿Y si…?',
    select: '+ 9 y × 18: esta casilla es 3 o 6. Tócala.',
    notes: 'Activa las notas y anota los dos.',
    whatIf: '¿Y si fuera 3? Entonces 6 a su lado, luego 2 (× 12), y 2 + 7 no es 11. No puede ser.',
    cross: 'Así que no es 3. Toca 3 para tacharlo.',
    digit: 'Desactiva las notas y escribe el número que queda.',
  },
  w4: {
    title: 'Los tableros más grandes',
    intro: 'El tablero más grande del invierno: doce casillas, seis cuadrados. Los mismos pasos, uno a uno.',
    digit: '1 + 2 + 8 + ? = 14. Escríbelo.',
    digit2: '2 × ? = 10. Escríbelo.',
  },
  onboarding: {
    add: {
      pair: 'Esta pista une dos misterios: su +{{value}} es la suma de ambos.',
      square: 'Una pista cuadrada está entre cuatro misterios: su +{{value}} es la suma de los cuatro.',
      split:
        'Los cuatro misterios de un cuadrado forman dos parejas: su + menos el + de una pareja da el + de la otra.',
      start:
        'Empieza por una pista de pareja: cuando sabes uno de sus dos misterios, la pista te da el otro.',
      first: 'Un número para empezar: este misterio es {{digit}}. Toca {{digit}}.',
      second: '+{{value}} es {{first}} + {{digit}}, así que este misterio es {{digit}}. Toca {{digit}}.',
      yourTurn: 'Tu turno: encuentra los números con las pistas +.',
    },
    mult: {
      pair: 'Esta pista une dos misterios: su ×{{value}} es el producto de ambos.',
      square: 'Una pista cuadrada está entre cuatro misterios: su ×{{value}} es el producto de los cuatro.',
      split:
        'Los cuatro misterios de un cuadrado forman dos parejas: su × dividido entre el × de una pareja da el × de la otra.',
      start:
        'Empieza por una pista de pareja: cuando sabes uno de sus dos misterios, la pista te da el otro.',
      first: 'Un número para empezar: este misterio es {{digit}}. Toca {{digit}}.',
      second: '×{{value}} es {{first}} × {{digit}}, así que este misterio es {{digit}}. Toca {{digit}}.',
      yourTurn: 'Tu turno: encuentra los números con las pistas ×.',
    },
  },
  factor: {
    meet: 'Dos pistas × se cruzan en este misterio: cada una es un producto con él.',
    first: '×{{a}}: el misterio por una cifra da {{a}}, así que es uno de {{fa}}.',
    second: '×{{b}}: del mismo modo, es uno de {{fb}}.',
    common: 'Solo {{d}} está en ambas listas: su factor común.',
    only: 'Así que el misterio tiene que ser {{d}}.',
    entered: '{{d}} ya está puesto.',
    yourTurn: 'Te toca: encuentra el resto. La ayuda inteligente muestra el siguiente paso.',
  },
};
