import type { Messages } from '../types.ts';

export const rulesIt: Messages['rules'] = {
  ui: {
    rolesInPlay: 'Ruoli in gioco',
    roleCount: '{{role}} × {{n}}',
    roundEvent: 'Evento di questo round',
    repeats: 'Ripete: {{event}}',
    ability: 'Abilità',
    learn: 'Impara a giocare',
  },
  role: {
    investigator:
      'Nessuna abilità speciale. Segui il tuo Itinerario per le azioni Stanza e di’ la verità se trovi una carta Morto.',
    cultist:
      'Uccidi gli Investigatori dando loro carte Morto negli Incontri. Puoi ignorare il tuo Itinerario e mentire su ciò che controlli. Nella Fase Notte scopri gli altri Cultisti e chi è morto fin dall’inizio.',
    seer: 'Nella Fase Notte scopri chi sono i Cultisti. Resta nascosto: se a fine partita i Cultisti ti indicano, vincono qualunque cosa sia successa.',
    radiantBeauty:
      'Ovunque tu sia, vivo o Fantasma, c’è sempre luce e corrente. Quando muori, il tuo Ruolo viene rivelato.',
    infected:
      'Quando muori, il tuo Ruolo viene rivelato e nessuno dà carte negli Incontri fino alla fine del round successivo.',
    superGhost:
      'Da Fantasma puoi fare ogni azione Stanza come un Personaggio vivo, ma non partecipi comunque agli Incontri. Quando muori, il tuo Ruolo viene rivelato.',
    mechanic: 'Finché sei vivo puoi ignorare il tuo Itinerario: ogni azione Stanza ti è aperta.',
    greenhorn:
      'Muori e diventi un Fantasma appena usi la Telecamera o avvii una Votazione (poi voti da Fantasma).',
    butterfingers:
      'Muori dopo aver usato il Coltello, per qualunque scopo, anche se è un evento a costringerti.',
    crybaby:
      'Muori dopo aver dovuto rivelare un Personaggio morto controllando uno stato o con l’evento Occhi finti che ti guardano.',
    firestarter:
      'Il tuo mazzo ha una carta Sabotaggio e una Fallimento al posto di 2 carte Successo. Se alla fine del round 5 hai ancora in mano una di queste carte rosse, muori.',
    assassin:
      'Una volta per partita, da vivo, puoi rivelare il tuo Ruolo e assassinare un Personaggio nella tua Posizione. Non segue alcuna Votazione; se era l’ultimo Cultista vivo, la partita finisce.',
  },
  event: {
    lightningStrike:
      'La corrente si inverte: salta se c’era, torna se era saltata. Senza corrente la Telecamera non funziona e 2 o più Personaggi vivi nello stesso luogo hanno un Incontro. Torna con un altro Fulmine o ripristinando la corrente elettrica.',
    secretDoors:
      'Fino al prossimo evento tutte le Stanze dello stesso colore sono collegate: puoi passare dall’una all’altra e agire su una Stanza gemella. Può causare subito degli Incontri.',
    noConnection:
      'Fino al prossimo evento nessuno può parlare (la chat è chiusa). Sono ammesse osservazioni sullo svolgimento del gioco, e le Votazioni si tengono comunque.',
    falseEyes:
      'Chi ha il Coltello, se è vivo, può controllare in segreto il mazzo Energia di un altro Personaggio vivo e decide se rivelare un omicidio, che avvia una Votazione. Se è morto, non succede nulla.',
    lifelines:
      'Il Coltello, anche da Fantasma, indica 2 Personaggi vivi (3 con 7–8 giocatori), sé compreso. Ognuno mescola il mazzo Energia e rivela la prima carta: una carta Morto resta scoperta e lo rende un Fantasma; una Vivo torna coperta. Se qualcuno è stato assassinato, segue una Votazione.',
    boostedMorale: 'Ogni Personaggio ha 1 punto Movimento in più nella prossima Fase Movimento.',
    inControl:
      'Chi ha il Coltello, se è vivo, può pescare un segnalino Evento dal Sacchetto, guardarlo in segreto e poi toglierlo dal gioco o rimetterlo dentro. Può dire cos’era, o mentire.',
    portalOpens:
      'Il Portale si apre nella Stanza verde. Se due Personaggi vivi lo chiudono lì insieme entro 3 round (2 con 7–8 giocatori), agli Investigatori serve 1 PV in meno; altrimenti 1 PV in più.',
    brokenPanes:
      'Le prime 2 carte del mazzo di pesca vengono mescolate nel mazzo Passaggio insicuro. Poi 1 carta Passaggio insicuro viene rivelata, risolta e rimescolata.',
    lostMorale:
      'Ogni Personaggio vivo ha 1 punto Movimento in meno nella prossima Fase Movimento. I Fantasmi non ne sono colpiti.',
    mirror:
      'L’evento del round precedente si ripete. Nel round 1 non succede nulla; dopo Il Portale si apre, il Portale resta aperto 1 round in più.',
  },
};
