import type { Messages } from '../types.ts';

export const againEs: Messages['again'] = {
  you: {
    won: 'Has ganado',
    lost: 'Has perdido',
  },
  seer: {
    named: '{{by}} señaló a {{guess}} como Vidente.',
    missed: '{{by}} señaló a {{guess}} como Vidente; la Vidente era {{seer}}.',
    none: '{{by}} señaló a {{guess}} como Vidente; no había Vidente.',
  },
  truth: {
    title: 'Cronología de la verdad',
    round: 'Ronda',
    what: 'Qué pasó',
    night: 'Noche',
    cultist: 'El Cultista era {{seats}}.',
    cultists: 'Los Cultistas eran {{seats}}; se vieron entre sí.',
    deadFromStart_one: '{{seats}} tenía una carta Muerto desde el principio; el Cultista lo vio.',
    deadFromStart_other: '{{seats}} tenía una carta Muerto desde el principio; los Cultistas lo vieron.',
    seerKnew: '{{seats}} vio a los Cultistas.',
    deadGiven: '{{from}} dio una carta Muerto a {{to}}.',
    assassinated: '{{by}} asesinó a {{target}}.',
    knew: '{{seat}} comprobó a {{target}} y vio {{dead}}: desde entonces {{seat}} lo sabía.',
    died: '{{seat}} murió ({{cause}}).',
    empty: 'Ninguna carta Muerto cambió de manos y nadie murió.',
    claimRight: '{{by}}, el Cultista, reclamó la victoria: {{dead}} estaban muertos ({{needed}} necesarios).',
    claimShort_one:
      '{{by}}, el Cultista, reclamó la victoria, pero solo {{dead}} estaba muerto ({{needed}} necesarios).',
    claimShort_other:
      '{{by}}, el Cultista, reclamó la victoria, pero solo {{dead}} estaban muertos ({{needed}} necesarios).',
    claimNone:
      '{{by}}, el Cultista, reclamó la victoria, pero ningún Investigador estaba muerto ({{needed}} necesarios).',
  },
  rematch: {
    button: 'Revancha',
    hint: 'Una partida nueva con los mismos asientos, bots y ajustes.',
    proposed: '{{name}} propone una revancha.',
    join: 'Unirse',
    go: 'Ir a la revancha',
    watch: 'Ver la revancha',
  },
  lobby: {
    settings: 'Ajustes',
    players: 'Jugadores',
    roles: 'Roles',
    automa: 'Investigador AUTOMA',
    timers: 'Temporizadores',
    noTimers: 'ninguno',
    seconds: '{{n}} s por decisión',
    board: 'Tablero',
    yes: 'sí',
    no: 'no',
    fillBots: 'Llenar los asientos libres con bots',
    reserved: 'asiento guardado para {{name}}',
    remove: 'Quitar',
    removeLabel: 'Quitar a {{name}}',
    confirmRemove: '¿Quitar a {{name}} de la partida?',
    confirmYes: 'Quitar',
    confirmNo: 'Mantener',
  },
};
