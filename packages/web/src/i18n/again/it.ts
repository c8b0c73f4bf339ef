import type { Messages } from '../types.ts';

export const againIt: Messages['again'] = {
  you: {
    won: 'Hai vinto',
    lost: 'Hai perso',
  },
  seer: {
    named: '{{by}} ha indicato {{guess}} come Veggente.',
    missed: '{{by}} ha indicato {{guess}} come Veggente; il Veggente era {{seer}}.',
    none: '{{by}} ha indicato {{guess}} come Veggente; non c’era nessun Veggente.',
  },
  truth: {
    title: 'Cronologia della verità',
    round: 'Round',
    what: 'Cosa è successo',
    night: 'Notte',
    cultist: 'Il Cultista era {{seats}}.',
    cultists: 'I Cultisti erano {{seats}}; si sono visti a vicenda.',
    deadFromStart_one: '{{seats}} aveva una carta Morto dall’inizio; il Cultista l’ha visto.',
    deadFromStart_other: '{{seats}} aveva una carta Morto dall’inizio; i Cultisti l’hanno visto.',
    seerKnew: '{{seats}} ha visto i Cultisti.',
    deadGiven: '{{from}} ha dato una carta Morto a {{to}}.',
    assassinated: '{{by}} ha assassinato {{target}}.',
    knew: '{{seat}} ha controllato {{target}} e ha visto {{dead}}: da allora {{seat}} sapeva.',
    died: '{{seat}} è morto ({{cause}}).',
    empty: 'Nessuna carta Morto è passata di mano e nessuno è morto.',
    claimRight:
      '{{by}}, il Cultista, ha rivendicato la vittoria: {{dead}} erano morti ({{needed}} necessari).',
    claimShort_one:
      '{{by}}, il Cultista, ha rivendicato la vittoria, ma solo {{dead}} era morto ({{needed}} necessari).',
    claimShort_other:
      '{{by}}, il Cultista, ha rivendicato la vittoria, ma solo {{dead}} erano morti ({{needed}} necessari).',
    claimNone:
      '{{by}}, il Cultista, ha rivendicato la vittoria, ma nessun Investigatore era morto ({{needed}} necessari).',
  },
  rematch: {
    button: 'Rivincita',
    hint: 'Una nuova partita con gli stessi posti, bot e impostazioni.',
    proposed: '{{name}} propone una rivincita.',
    join: 'Partecipa',
    go: 'Vai alla rivincita',
    watch: 'Guarda la rivincita',
  },
  lobby: {
    settings: 'Impostazioni',
    players: 'Giocatori',
    roles: 'Ruoli',
    automa: 'Investigatore AUTOMA',
    timers: 'Timer',
    noTimers: 'nessuno',
    seconds: '{{n}} s per decisione',
    board: 'Tabellone',
    yes: 'sì',
    no: 'no',
    fillBots: 'Riempi i posti liberi con bot',
    reserved: 'posto tenuto per {{name}}',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi {{name}}',
    confirmRemove: 'Rimuovere {{name}} dalla partita?',
    confirmYes: 'Rimuovi',
    confirmNo: 'Tieni',
  },
};
