import type { LessonTextsOf } from './types.ts';

export const mountainsIt: LessonTextsOf = {
  steps: {
    night: {
      title: 'In sette al tavolo',
      text: 'Sei di nuovo un Investigatore, ora sulla mappa di Mountains of Chaos con sette giocatori. Due Cultisti si nascondono tra voi, e si conoscono. Questa partita usa anche il modulo Professioni: un segnalino Professione è coperto accanto al tabellone, e un Investigatore ha in segreto il segnalino Informatore. Conferma la notte per cominciare.',
    },
    map: {
      title: 'La mappa di Mountains of Chaos',
      text: 'Qui i Corridoi si incontrano in un incrocio centrale: entrare in un Corridoio di un altro colore costa 1 punto Movimento, come una porta. La Porta Girevole sta sull’incrocio e separa un Corridoio dagli altri: ora {{hallway}}. Le sue porte verso le Stanze restano aperte. Dopo ogni Fase di Movimento la Porta Girevole ruota di un quarto in senso orario e blocca il Corridoio successivo.',
    },
    board: {
      title: 'Sali su un Ascensore',
      text: 'Ciascuno dei due Ascensori collega due Stanze ed è una Posizione a sé. Vai in una Stanza dove si trova un Ascensore (la mappa lo mostra), poi entra nell’Ascensore: salire costa sempre 1 punto Movimento.',
    },
    ride: {
      title: 'Prendi l’Ascensore',
      text: 'Sei nell’Ascensore. Viaggiare è gratis: tutti quelli dentro scendono nell’altra Stanza, e arrivarci può avviare un Incontro. Parti ora, poi termina il Movimento in quella Stanza. Un Ascensore ha bisogno di elettricità: senza corrente non si muove.',
    },
    door: {
      title: 'La Porta Girevole ha ruotato',
      text: 'La Fase di Movimento è finita e la Porta Girevole ha ruotato di un quarto: ora blocca {{hallway}}. Un Ascensore con ancora qualcuno dentro parte da solo in questo momento, se c’è corrente.',
    },
    token: {
      title: 'Un segnalino Cultista',
      text: 'Il Passaggio insicuro ha dato un Fallimento: un segnalino Cultista ora occupa {{room}}. Nessuno può fare lì un’azione Stanza finché qualcuno non lo combatte. In questa partita il primo Personaggio che combatte un segnalino Cultista ottiene la Professione che si trova accanto al tabellone.',
    },
    fight: {
      title: 'Combatti il Cultista',
      text: 'Nella tua Stanza c’è un segnalino Cultista. Combattere un Cultista è un’azione Personaggio: il tuo Itinerario non conta. Combattilo: il segnalino esce dal gioco, e la Professione è tua.',
    },
    detective: {
      title: 'Una Professione: il Detective',
      text: '{{name}} ha combattuto per primo e ha ottenuto la Professione: il Detective. Segue una breve notte in cui solo il Detective vede chi ha il segnalino Informatore, un Investigatore certo. Il Detective può dire la verità al tavolo, o mentire. Conferma per continuare.',
      seen: 'L’hai visto: {{name}} è l’Informatore, un Investigatore di cui puoi fidarti.',
    },
    encounter: {
      title: 'Un Incontro',
      text: 'Incontri {{names}}. Come nella prima lezione, ognuno mette una carta coperta sul mazzo Energia dell’altro: una carta Vivo non fa nulla, una carta Morto è un omicidio che nessuno vede ancora. Da Investigatore hai solo carte Vivo. Scegli chi riceve la tua carta, poi la carta.',
    },
    call: {
      title: 'Chiama un Ascensore',
      text: 'Un Ascensore si può anche chiamare, gratis, durante il tuo Movimento: stai in una Stanza dove si ferma mentre si trova all’altra fermata. In questo round il tuo Itinerario deve consentire il colore della Stanza (ai Cultisti non serve). L’Ascensore viene da te; chi era dentro scende nella tua Stanza.',
      where: 'Potresti chiamarne uno da: {{rooms}}.',
    },
    action: {
      title: 'La tua azione',
      text: 'La Fase Azione: fai un’azione, o passa. Le azioni Personaggio, come Controllare uno stato o Combattere un Cultista, valgono ovunque; un’azione Stanza richiede il colore della Stanza sul tuo Itinerario in questo round, e nessun segnalino Cultista nella Stanza. La Professione si ottiene una sola volta: un combattimento successivo libera soltanto la sua Stanza.',
    },
    plan: {
      title: 'Aggira la Porta Girevole',
      text: 'In questo round la Porta Girevole blocca {{hallway}}; dopo questa Fase di Movimento ruota e blocca {{next}}. Scegli la strada, e l’Ascensore, tenendone conto: il Corridoio bloccato conserva le sue porte verso le Stanze.',
    },
    murder: {
      title: 'Un omicidio rivelato',
      text: '{{name}} aveva una carta Morto nel mazzo Energia ed ora è un Fantasma. Ogni omicidio rivelato avvia una Votazione.',
      lost: 'Solo i vivi hanno una Professione: il segnalino del Detective esce dal gioco.',
    },
    vote: {
      title: 'La Votazione',
      text: 'Discutete, poi indicate in segreto un Personaggio, o astenetevi. Con due Cultisti al tavolo, eliminarne uno non finisce la partita: gli Investigatori vincono quando sono fuori entrambi, con la Votazione o in altro modo. Chi ha incontrato la vittima?',
    },
    check: {
      title: 'Cosa hai visto',
      text: 'Il mazzo Energia di {{name}} contiene {{alive}} Vivo e {{dead}} Morto. Un Investigatore deve dire la verità: se hai visto una carta Morto, rivelala.',
    },
    end: {
      title: 'La fine',
      text: 'La partita è finita. Vincono: {{team}}. Hai visto Mountains of Chaos: la Porta Girevole, gli Ascensori e una Professione. Inizia una partita vera dalla pagina iniziale: scegli la mappa di Mountains e, con sette o otto posti, il modulo Professioni.',
    },
  },
};
