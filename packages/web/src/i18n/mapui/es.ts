import type { Messages } from '../types.ts';

export const mapuiEs: Messages['mapui'] = {
  frame: 'Vista del mapa',
  keys: 'Con el mapa enfocado: + y − acercan y alejan, las flechas mueven la vista, 0 la restablece. Arrastra para moverla; pellizca o desplaza para el zoom.',
  tools: 'Zoom',
  reset: 'Restablecer vista',
  stackCount: '+{{n}}',
  // The Victory Points a full rack scores, printed on its edge.
  rackVp: '{{vp}} PV',
  stack: '{{more}} más aquí: {{names}}',
  short: {
    orange1: 'Naranja 1',
    orange2: 'Naranja 2',
    darkblue1: 'Azul oscuro 1',
    darkblue2: 'Azul oscuro 2',
    darkblue3: 'Azul oscuro 3',
    pink1: 'Rosa 1',
    pink2: 'Rosa 2',
    pink3: 'Rosa 3',
    cafeteria: 'Comedor',
    library: 'Biblioteca',
    security: 'Seguridad',
  },
  legend: {
    title: 'Leyenda del mapa',
    reachable: { term: 'Contorno amarillo discontinuo', text: 'Puedes ir allí ahora: tócalo.' },
    focus: { term: 'Marco blanco, habitación más clara', text: 'Donde está el teclado; Intro va allí.' },
    disc: {
      term: 'Disco de personaje',
      text: 'Un personaje: su retrato en el anillo de su color, con su número, como en todas partes donde se nombra.',
    },
    knife: { term: 'Anillo amarillo', text: 'El Cuchillo: quien lo tiene es el Primer Jugador.' },
    ghost: { term: 'Disco pálido discontinuo (†)', text: 'Un fantasma.' },
    stack: {
      term: 'Disco con «+3»',
      text: 'Hay tres personajes más; tócalo (o enfócalo) para ver la lista.',
    },
    deck: {
      term: 'Mazo de Habitación',
      text: 'Cuántas cartas de Habitación boca abajo tiene la habitación.',
    },
    books: { term: 'Libros', text: 'Libros que siguen en la habitación.' },
    cultistToken: {
      term: 'Ficha de Cultista',
      text: 'No se puede hacer ninguna Acción de habitación en su habitación hasta que un personaje la combata.',
    },
    setAside: { term: 'Fichas de Cultista apartadas', text: 'Boca abajo, fuera de la Universidad.' },
    rack: {
      term: 'Estante',
      text: 'Libros en él / espacio; un estante lleno da los puntos de victoria de su borde (★).',
    },
    explored: { term: '✓ explorada', text: 'Su ficha de habitación se ha volteado.' },
    unsafe: { term: '⚠ Paso Inseguro', text: 'Su ficha de habitación mostraba el icono de Paso Inseguro.' },
    finished: { term: '★ terminada', text: 'No le quedan libros: allí no se puede rellenar ni comprobar.' },
    door: { term: 'Puerta', text: 'Cruzarla cuesta 1 punto de movimiento.' },
    fishman: { term: 'Hombre Pez', text: 'Espera en el Lago o bloquea un pasillo.' },
    portal: { term: 'Portal', text: 'Abierto en la Biblioteca.' },
  },
};
