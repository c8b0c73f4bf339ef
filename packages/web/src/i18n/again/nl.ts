import type { Messages } from '../types.ts';

export const againNl: Messages['again'] = {
  you: {
    won: 'Je hebt gewonnen',
    lost: 'Je hebt verloren',
  },
  seer: {
    named: '{{by}} wees {{guess}} aan als Ziener.',
    missed: '{{by}} wees {{guess}} aan als Ziener; de Ziener was {{seer}}.',
    none: '{{by}} wees {{guess}} aan als Ziener; er was geen Ziener.',
  },
  truth: {
    title: 'Tijdlijn van de waarheid',
    round: 'Ronde',
    what: 'Wat er gebeurde',
    night: 'Nacht',
    cultist: 'De Cultist was {{seats}}.',
    cultists: 'De Cultisten waren {{seats}}; ze zagen elkaar.',
    deadFromStart_one: '{{seats}} had vanaf het begin een Dood-kaart; de Cultist zag het.',
    deadFromStart_other: '{{seats}} had vanaf het begin een Dood-kaart; de Cultisten zagen het.',
    seerKnew: '{{seats}} zag de Cultisten.',
    deadGiven: '{{from}} gaf {{to}} een Dood-kaart.',
    assassinated: '{{by}} vermoordde {{target}}.',
    knew: '{{seat}} controleerde {{target}} en zag {{dead}}: vanaf toen wist {{seat}} het.',
    died: '{{seat}} stierf ({{cause}}).',
    empty: 'Geen Dood-kaart wisselde van hand en niemand stierf.',
    claimRight: '{{by}}, de Cultist, eiste de overwinning op: {{dead}} waren dood ({{needed}} nodig).',
    claimShort_one:
      '{{by}}, de Cultist, eiste de overwinning op, maar alleen {{dead}} was dood ({{needed}} nodig).',
    claimShort_other:
      '{{by}}, de Cultist, eiste de overwinning op, maar alleen {{dead}} waren dood ({{needed}} nodig).',
    claimNone:
      '{{by}}, de Cultist, eiste de overwinning op, maar geen enkele Onderzoeker was dood ({{needed}} nodig).',
  },
  rematch: {
    button: 'Revanche',
    hint: 'Een nieuw spel met dezelfde plaatsen, bots en instellingen.',
    proposed: '{{name}} stelt een revanche voor.',
    join: 'Meedoen',
    go: 'Naar de revanche',
    watch: 'Revanche bekijken',
  },
  lobby: {
    settings: 'Instellingen',
    players: 'Spelers',
    roles: 'Rollen',
    automa: 'AUTOMA-onderzoeker',
    timers: 'Tijdslimieten',
    noTimers: 'geen',
    seconds: '{{n}} s per beslissing',
    board: 'Speelbord',
    yes: 'ja',
    no: 'nee',
    fillBots: 'Vrije plaatsen met bots vullen',
    reserved: 'plaats vrijgehouden voor {{name}}',
    remove: 'Verwijderen',
    removeLabel: '{{name}} verwijderen',
    confirmRemove: '{{name}} uit het spel verwijderen?',
    confirmYes: 'Verwijderen',
    confirmNo: 'Houden',
  },
};
