import type { Messages } from '../types.ts';

export const againFr: Messages['again'] = {
  you: {
    won: 'Vous avez gagné',
    lost: 'Vous avez perdu',
  },
  seer: {
    named: '{{by}} a désigné {{guess}} comme Voyant.',
    missed: '{{by}} a désigné {{guess}} comme Voyant ; le Voyant était {{seer}}.',
    none: '{{by}} a désigné {{guess}} comme Voyant ; il n’y avait pas de Voyant.',
  },
  truth: {
    title: 'Chronologie de la vérité',
    round: 'Tour',
    what: 'Ce qui s’est passé',
    night: 'Nuit',
    cultist: 'Le Fanatique était {{seats}}.',
    cultists: 'Les Fanatiques étaient {{seats}} ; ils se sont vus.',
    deadFromStart_one: '{{seats}} avait une carte Mort dès le début ; le Fanatique l’a vu.',
    deadFromStart_other: '{{seats}} avait une carte Mort dès le début ; les Fanatiques l’ont vu.',
    seerKnew: '{{seats}} a vu les Fanatiques.',
    deadGiven: '{{from}} a donné une carte Mort à {{to}}.',
    assassinated: '{{by}} a assassiné {{target}}.',
    knew: '{{seat}} a vérifié {{target}} et a vu {{dead}} : dès lors, {{seat}} savait.',
    died: '{{seat}} est mort ({{cause}}).',
    empty: 'Aucune carte Mort n’a changé de main et personne n’est mort.',
    claimRight:
      '{{by}}, le Fanatique, a revendiqué la victoire : {{dead}} étaient morts ({{needed}} requis).',
    claimShort_one:
      '{{by}}, le Fanatique, a revendiqué la victoire, mais seul {{dead}} était mort ({{needed}} requis).',
    claimShort_other:
      '{{by}}, le Fanatique, a revendiqué la victoire, mais seuls {{dead}} étaient morts ({{needed}} requis).',
    claimNone:
      '{{by}}, le Fanatique, a revendiqué la victoire, mais aucun Enquêteur n’était mort ({{needed}} requis).',
  },
  rematch: {
    button: 'Revanche',
    hint: 'Une nouvelle partie avec les mêmes places, bots et réglages.',
    proposed: '{{name}} propose une revanche.',
    join: 'Rejoindre',
    go: 'Aller à la revanche',
    watch: 'Regarder la revanche',
  },
  lobby: {
    settings: 'Réglages',
    players: 'Joueurs',
    roles: 'Rôles',
    automa: 'Enquêteur AUTOMA',
    timers: 'Minuteurs',
    noTimers: 'aucun',
    seconds: '{{n}} s par décision',
    board: 'Plateau',
    yes: 'oui',
    no: 'non',
    fillBots: 'Remplir les places libres avec des bots',
    reserved: 'place gardée pour {{name}}',
    remove: 'Retirer',
    removeLabel: 'Retirer {{name}}',
    confirmRemove: 'Retirer {{name}} de la partie ?',
    confirmYes: 'Retirer',
    confirmNo: 'Garder',
  },
};
