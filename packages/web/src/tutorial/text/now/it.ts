import type { NowTexts } from './index.ts';

export const nowIt: NowTexts = {
  now: {
    night: 'La Fase Notte: ognuno guarda ciò che la notte gli mostra, poi conferma.',
    movementMine: 'Round {{round}}: il tuo Movimento.',
    movement:
      'Round {{round}}: {{name}} si muove. Guarda sulla mappa dove va: chi resta solo, chi incontra chi.',
    encounterMine: 'Un Incontro in {{place}}: incontri {{names}}.',
    encounter:
      'Un Incontro in {{place}} tra {{names}}. Le loro carte passano coperte: non puoi vederle, solo chi c’era.',
    eventMine: 'Tocca a te risolvere l’evento.',
    event: '{{name}} risolve l’evento; ciò che sceglie compare nel registro.',
    actionMine: 'La Fase Azione: la tua azione.',
    action: 'La Fase Azione: {{name}} compie un’azione. Ciò che fa compare nel registro.',
    portal: '{{name}} chiede a {{partner}} del Portale.',
    checkMine: 'Stai guardando il mazzo Energia di {{target}}.',
    check: '{{name}} sta guardando il mazzo Energia di {{target}}: solo lui vede cosa contiene.',
    voteDiscussion: 'Una Votazione: prima la discussione. Di chi sospetti, e perché?',
    voteBallot: 'Una Votazione: lo scrutinio. Ogni voto resta nascosto finché tutti hanno votato.',
    voteKnife: 'Una Votazione: {{name}} ha il Coltello e decide sui voti.',
    cleanup: 'La Fase di Pulizia: il round {{round}} finisce.',
    mayorMine: 'La Votazione è in parità: decide il Sindaco, e sei tu.',
    mayor: 'La Votazione è in parità: decide {{name}}, il Sindaco.',
    detectiveNight: 'Una breve notte: ognuno guarda ciò che gli mostra, poi conferma.',
    seerGuess: 'I Cultisti indicano chi credono sia il Veggente.',
    over: 'La partita è finita: i risultati mostrano ogni segreto.',
  },
  hint: {
    decide: 'Tocca a te decidere: il pannello delle azioni offre ciò che puoi fare.',
    waiting: 'In attesa degli altri.',
    ghost:
      'Sei un Fantasma e giochi ancora: il pannello delle azioni offre ciò che puoi fare quando tocca a te.',
  },
};
