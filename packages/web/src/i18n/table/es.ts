import type { Messages } from '../types.ts';

/** Modo mesa: la pantalla compartida (/table/<code>) y los móviles que se unen con un código QR. */
export const tableEs: Messages['table'] = {
  screen: {
    title: 'Partida {{code}} en la mesa',
    intro:
      'Cada jugador escanea con su móvil el código de un asiento libre. Los móviles muestran lo que es secreto; esta pantalla muestra solo lo que todos pueden ver.',
    hostStarts: 'El anfitrión añade bots y empieza la partida en su móvil.',
    free_one: 'Queda {{count}} asiento libre.',
    free_other: 'Quedan {{count}} asientos libres.',
    full: 'Todos los asientos están ocupados: el anfitrión puede empezar.',
    open: 'Escanea para tomar este asiento',
    back: 'Con el móvil de este jugador: escanea para volver',
    handover:
      'Creaste la partida en este navegador. Escanea con tu móvil para jugar allí tu asiento; después esta pantalla lo cede.',
    handoverQr: 'Código QR que pasa tu asiento a tu móvil',
    handoverWaiting: 'Obteniendo un código para pasar tu asiento a tu móvil…',
    handoverFailed: 'Ahora mismo no hay código para pasar tu asiento a tu móvil: {{reason}}',
    qr: 'Código QR que abre {{url}}',
    address: 'O abre esta dirección:',
    rejoin: 'Volver a un asiento',
    rejoinHint:
      'Un móvil que perdió su página vuelve a escanear el código de su asiento. Solo el móvil que tomó un asiento puede jugarlo.',
    rematch: 'Se propone una revancha: su pantalla compartida',
  },
  invite: {
    text: '¿Jugáis en la misma sala? Abrid la pantalla compartida en un televisor o un portátil:',
  },
  phone: {
    title: 'Asiento {{n}} de la partida {{code}}',
    take: 'Tomar el asiento {{n}}',
    takeAny: 'Tomar un asiento libre',
    taken: 'El asiento {{n}} ya está ocupado; tendrás el primer asiento libre.',
    you: 'Juegas como {{name}}. El mapa, el registro y las votaciones están en la pantalla compartida.',
    notYours:
      'El asiento {{n}} pertenece a otro móvil: solo el móvil que lo tomó puede jugarlo. La pantalla compartida muestra la partida.',
    watch: 'Mirar en este móvil',
    taking: 'Ocupando el asiento traspasado…',
    handoverFailed: 'No se pudo pasar el asiento a este móvil: {{reason}}',
    identity: {
      title: 'Tú en la pantalla compartida',
      character: 'Tu personaje: {{character}}, número {{n}}, con su color en la pantalla compartida.',
      rename: 'Cambiar mi nombre',
      save: 'Guardar mi nombre',
      saved: 'Ahora te llamas {{name}}.',
      handedOver:
        'Este asiento aún tiene el nombre que se dio al crear la partida ({{name}}). Escribe el tuyo:',
    },
  },
};
