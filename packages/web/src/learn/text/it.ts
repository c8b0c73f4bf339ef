import type { LearnText } from './en.ts';
import { examplesLearnIt } from './examples/it.ts';
import { mountainsLearnIt } from './mountains/it.ts';
import { professionsLearnIt } from './professions/it.ts';

export const learnIt: LearnText = {
  title: 'Impara a giocare',
  intro:
    'Among Cultists è un gioco a ruoli nascosti per {{min}}–{{max}} giocatori. Quasi tutti siete Investigatori di una società segreta, chiusi in un’università infestata; uno o due di voi sono Cultisti che li vogliono morti. Nessuno sa chi è chi.',
  contents: 'Indice',
  goal: {
    title: 'Lo scopo',
    investigators:
      'Gli Investigatori vincono appena raggiungono il loro obiettivo di Punti Vittoria portando Libri nella Libreria, o quando ogni Cultista è stato eliminato con una Votazione o assassinato.',
    cultists:
      'I Cultisti vincono quando sono morti abbastanza Investigatori, o se gli Investigatori non hanno raggiunto l’obiettivo alla fine del round {{rounds}}. Con un Veggente in gioco, i Cultisti possono vincere anche indicandolo alla fine.',
  },
  round: {
    title: 'Un round',
    text: 'La partita dura al massimo {{rounds}} round. Prima del primo, la Fase Notte mostra a ciascuno il proprio Ruolo. Ogni round ha poi quattro fasi:',
    event:
      'Chi ha il Coltello pesca un segnalino Evento dal Sacchetto: cambia le regole finché non si pesca il successivo.',
  },
  movement: {
    title: 'Movimento',
    mapCaption:
      'L’università all’inizio di una vera partita a {{players}} giocatori: Stanze di sei colori, Corridoi tra di esse e le porte, che costano 1 punto Movimento ciascuna.',
    text: 'Ogni porta che attraversi costa 1 punto Movimento. Puoi fermarti prima di aver speso tutti i punti, ma un Movimento non deve mai finire dove è iniziato, ed entrare dove si trova un altro Personaggio vivo può causare un Incontro.',
    fishman:
      'L’Uomo Pesce parte dal Lago, in alto a destra sulla mappa. Una volta entrato nell’università sta in un corridoio, e solo un Personaggio vivo che ha il Coltello può entrarci.',
  },
  encounters: {
    title: 'Incontri e mazzo Energia',
    cards:
      'In mano hai carte Incontro (Vivo e Morto) da dare negli Incontri e carte Stanza (Successo, Fallimento, Sabotaggio) per le Stanze. Solo i Cultisti iniziano con carte Morto in mano.',
    cardsCaption: 'Le carte del gioco',
  },
  events: {
    title: 'Eventi',
    text: 'Il Sacchetto contiene {{tokens}} segnalini Evento; se ne pesca uno in ogni Fase Evento, e resta sull’Orologio per quel round.',
    count: '× {{n}}',
    lifelines:
      'Dall’espansione Mountains of Chaos, facoltativo: una partita che usa Alito di morte lo mette nel Sacchetto al posto di {{replaced}}.',
  },
  actions: {
    title: 'Azioni',
    text: 'Nella Fase Azione ogni Personaggio fa un’azione o passa. I vivi possono fare un’azione Personaggio ovunque. Un’azione Stanza richiede la Stanza giusta, e gli Investigatori possono usare solo le Stanze che la loro carta Itinerario consente in quel round.',
    routeCaption:
      'Una carta Itinerario di una vera partita: ogni riga indica i colori delle Stanze che il proprietario può usare in quei round.',
    character: 'Azioni Personaggio',
    room: 'Azioni Stanza',
    books:
      'Controllando una Stanza i Libri arrivano nella Libreria: ogni ripiano pieno di Libri dà i suoi Punti Vittoria.',
    drawPileState:
      'Poi la carta in cima al mazzo di pesca va a faccia in giù sul Mazzo Stanza della Stanza dove si trova il Personaggio controllato, o nel mazzo Passaggio insicuro se si trova in un corridoio.',
    drawPileCamera:
      'Quando la Telecamera controlla lo stato di un Personaggio, anche allora la carta in cima al mazzo di pesca va a faccia in giù sul Mazzo Stanza della sua Stanza, o nel mazzo Passaggio insicuro se si trova in un corridoio.',
  },
  action: {
    checkState: 'Controllare uno stato',
    secureHallway: 'Mettere in sicurezza un Corridoio',
    fightCultist: 'Combattere un Cultista',
    scareFishman: 'Scacciare l’Uomo Pesce',
    assassinate: 'Assassinare un Personaggio',
    fillRoom: 'Riempire il mazzo Stanza',
    checkRoom: 'Controllare una Stanza',
    initiateVote: 'Avviare una Votazione',
    useCamera: 'Usare la Telecamera',
    restartPower: 'Ripristinare la corrente elettrica',
    closePortal: 'Chiudere il Portale',
  },
  votes: {
    title: 'Votazioni',
    when: 'Si vota ogni volta che viene rivelato un omicidio; inoltre un Personaggio vivo può avviare una Votazione nel Refettorio, una volta per round. Il Personaggio eliminato diventa un Fantasma, e un Cultista lo dice solo se era l’ultimo vivo.',
  },
  ghosts: {
    title: 'Fantasmi',
    text: 'I morti non escono dalla partita. Puoi perfino essere morto senza saperlo: una carta Morto nel tuo mazzo Energia conta appena qualcuno la trova, e a fine partita.',
    mapCaption:
      'Una vera posizione nel round {{round}}: l’Uomo Pesce è uscito dal lago e blocca un Corridoio, un segnalino Cultista chiude una Stanza, un Fantasma sta nella Stanza {{ghost}} e due Personaggi vivi condividono la Stanza {{meeting}}.',
    rules:
      'Appena la morte di un Personaggio è nota, diventa un Fantasma. I Fantasmi non partecipano mai agli Incontri, possono votare ma non indire una Votazione, e possono solo riempire Mazzi Stanza o controllare Stanze.',
  },
  winning: {
    title: 'Come vince ogni squadra, per numero di giocatori',
    text: 'Con {{four}} giocatori l’AUTOMA si aggiunge come Personaggio Investigatore in più e si usa la colonna da {{five}}; con {{six}} giocatori lo si può aggiungere e si usa la colonna da {{seven}}.',
    caption: 'Obiettivi e carte iniziali per numero di giocatori',
    players: 'Giocatori',
    cultists: 'Cultisti',
    vpTarget: 'Punti Vittoria che servono agli Investigatori',
    killTarget: 'Investigatori morti che servono ai Cultisti',
    investigatorDeck: 'Mazzo di ogni Investigatore',
    cultistDeck: 'Mazzo di ogni Cultista',
    pulseStart: 'Mazzo Energia iniziale',
    portal: 'Round per chiudere il Portale',
    knife: 'Coltello vivo nelle Votazioni',
    knifeChange: 'può cambiare il voto',
    knifeDouble: 'vale doppio',
    none: 'nessuno',
    scoreCaption:
      'Il tracciato dei punti: i Punti Vittoria ottenuti (cerchio) e l’obiettivo (triangolo), che il Portale può spostare di 1.',
    edition:
      'I mazzi di questa tabella seguono la 2ª edizione del regolamento, come ogni partita salvo diversa richiesta. I mazzi della 1ª edizione sono diversi con {{counts}} giocatori; una partita li ottiene con l’opzione di regola deckEdition=first (negli strumenti a riga di comando: --rule deckEdition=first).',
  },
  roles: {
    title: 'Ruoli',
    text: 'I Ruoli speciali sostituiscono Investigatori semplici. Tutti tranne il Cultista sono nella squadra degli Investigatori, ma alcuni sono svantaggi che aiutano i Cultisti. La lealtà dice quanto un Ruolo aiuta la parte che sostiene.',
    team: 'Squadra',
    helps: 'Aiuta',
    loyalty: 'Lealtà',
  },
  automa: {
    title: 'L’AUTOMA',
    who: 'L’AUTOMA è un Personaggio che il gioco muove con regole fisse. La sua carta Itinerario è scoperta, le sue carte restano nascoste e il suo Ruolo viene distribuito come quello di tutti: può essere segretamente un Cultista.',
    moves:
      'Si dirige verso la prima Stanza non completata della sua riga di Itinerario attuale e lì si ferma. Negli Incontri dà la prima carta della sua pila Incontro. In una Stanza combatte un segnalino Cultista, riempie un mazzo Stanza inesplorato o controlla una Stanza esplorata; in un Corridoio lo mette in sicurezza. Non usa mai il Coltello.',
    votes:
      'Nelle Votazioni si astiene, e conta doppio finché ha il Coltello. Se è l’unico Cultista e viene eliminato, si contano subito gli Investigatori morti: se sono abbastanza, vincono i Cultisti.',
  },
  examples: examplesLearnIt,
  mountains: mountainsLearnIt,
  professions: professionsLearnIt,
  glossary: {
    title: 'Le parole del gioco',
  },
};
