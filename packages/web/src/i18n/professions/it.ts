import type { ProfessionsTexts } from './types.ts';

export const professionsIt: ProfessionsTexts = {
  title: 'Professione',
  helpPhase: {
    mayorDecision:
      'La Votazione è finita in parità. Il Sindaco vivo decide: eliminare uno dei Personaggi in parità, o nessuno.',
    detectiveNight:
      'Una breve Fase Notte: tutti chiudono gli occhi, solo il Detective vede chi ha il segnalino Informatore, poi tutti aprono gli occhi. Ogni schermo mostra gli stessi passi.',
  },
  name: {
    mayor: 'Sindaco',
    detective: 'Detective',
    exorcist: 'Esorcista',
    profiler: 'Profilatore',
    saboteur: 'Sabotatore',
  },
  power: {
    mayor:
      'Ogni volta che una Votazione finisce in parità, il Sindaco decide: eliminare uno dei Personaggi in parità, o nessuno.',
    detective:
      'Quando il Detective viene rivelato, segue una breve Fase Notte in cui solo lui vede chi è l’Informatore. Può dire la verità o mentire.',
    exorcist:
      'Una volta per partita, come azione extra gratuita nel proprio turno: riportare in vita un Fantasma (la sua carta Morto scoperta esce dal gioco), poi uccidere un altro Personaggio vivo.',
    profiler:
      'Controllando uno stato (con l’azione o la Telecamera), il Profilatore non mescola il Mazzo Energia e ne vede le carte in ordine, quella in cima per prima.',
    saboteur:
      'Una volta per partita, come azione extra gratuita nel proprio turno: scambiare senza guardarli i mazzi Stanza di due Stanze non completate con almeno 1 carta ciascuno.',
  },
  token: {
    faceDown:
      'Il segnalino Professione è coperto accanto al tabellone: il primo combattimento riuscito contro un Cultista lo fa ottenere.',
    held: '{{seat}} è {{profession}}.',
    used: 'Il potere (una volta per partita) è stato usato.',
    lost: 'La Professione {{profession}} è andata persa con la morte di {{seat}}; il segnalino è uscito dal gioco.',
    badge: 'Professione: {{profession}}',
    badgeLost: 'Professione persa: {{profession}}',
    seenAtEnd: 'Il segnalino Professione era: {{profession}}.',
  },
  mine: {
    show: 'Tocca per vedere il tuo segnalino',
    hide: 'Nascondi il segnalino',
    title: 'Il tuo segnalino Supporto-Detective',
    informant: 'Informatore: sei l’Informatore.',
    notInformant: 'Non Informatore.',
    knownInformant: 'L’hai visto come Detective: {{seat}} è l’Informatore.',
    pulseOrder: 'Il Mazzo Energia di {{seat}}, la carta in cima per prima:',
    position: '{{n}}. {{card}}',
  },
  mayor: {
    title: 'Il Sindaco decide la parità',
    you: 'La Votazione è in parità tra {{tied}}. Come Sindaco decidi tu: eliminare uno di loro, o nessuno.',
    other: 'La Votazione è in parità tra {{tied}}. Decide {{mayor}}, il Sindaco.',
  },
  night: {
    title: 'La breve notte del Detective',
    intro:
      'Il Detective è stato rivelato. Ogni schermo mostra gli stessi passi; solo il Detective vede qualcosa.',
    close: 'Tutti prendono in mano il proprio segnalino Supporto-Detective e chiudono gli occhi.',
    turn: 'Tutti girano il segnalino a faccia in su.',
    detective: 'Il Detective apre gli occhi e vede chi è l’Informatore.',
    cover: 'Tutti coprono di nuovo il segnalino.',
    open: 'Tutti aprono gli occhi.',
    sawInformant: 'Sei il Detective: {{seat}} è l’Informatore.',
    sawNothing: 'I tuoi occhi sono rimasti chiusi: non hai visto nulla.',
  },
  actions: {
    mayorDecides: 'Elimina {{seat}}',
    mayorNobody: 'Non eliminare nessuno',
    exorcise: 'Riporta in vita {{ghost}}, poi uccidi {{victim}}',
    swapRoomDecks: 'Scambia i mazzi Stanza di {{room}} e {{other}}',
    exorciseTitle: 'Esorcista (una volta per partita, gratuito)',
    exorciseGhost: 'Scegli prima il Fantasma da riportare in vita.',
    exorciseVictim: 'Ora scegli chi uccidere. {{ghost}} tornerà in vita.',
    revive: 'Riporta in vita {{seat}}',
    murder: 'Uccidi {{seat}}',
    saboteurTitle: 'Sabotatore (una volta per partita, gratuito)',
    saboteurFirst: 'Scegli la prima Stanza.',
    saboteurSecond: 'Scegli la Stanza il cui mazzo scambia posto con quello di {{room}}.',
    back: 'Indietro',
    afterAction:
      'La tua azione è fatta. Puoi ancora usare la tua Professione in questo turno, oppure rinunciare.',
  },
  explain: {
    mayorDecides: 'Sindaco: la Votazione in parità la decidi tu; chi scegli viene eliminato.',
    exorcise:
      'Esorcista: il Fantasma torna in vita (la sua carta Morto scoperta esce dal gioco), poi la vittima viene uccisa senza Votazione. Gratuito; poi fai la tua azione.',
    swapRoomDecks:
      'Sabotatore: i due mazzi cambiano Stanza senza essere visti; i segnalini restano. Gratuito; poi fai la tua azione.',
  },
  ev: {
    professionEarned: '{{seat}} ottiene la Professione: {{profession}}.',
    professionLost: '{{seat}} muore e perde la Professione {{profession}}.',
    informantSeen: 'Come Detective, {{seat}} vede che {{informant}} è l’Informatore.',
    mayorDecided: 'Il Sindaco {{seat}} decide la parità tra {{tied}}: {{eliminated}} è eliminato.',
    mayorDecidedNobody: 'Il Sindaco {{seat}} decide la parità tra {{tied}}: nessuno è eliminato.',
    exorcised: 'L’Esorcista {{seat}} riporta in vita {{revived}} e uccide {{victim}}.',
    exorcisedCard:
      'L’Esorcista {{seat}} riporta in vita {{revived}} (la carta Morto scoperta esce dal gioco) e uccide {{victim}}.',
    roomDecksSwapped: 'Il Sabotatore {{seat}} scambia i mazzi Stanza di {{room}} e {{other}}.',
    pulseOrderSeen:
      'Come Profilatore, {{seat}} vede il Mazzo Energia di {{target}} in ordine, dalla cima: {{cards}}.',
  },
  reveal: {
    informant: 'L’Informatore era {{seat}}.',
  },
};
