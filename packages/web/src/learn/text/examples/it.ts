import type { LearnText } from '../en.ts';

export const examplesLearnIt: LearnText['examples'] = {
  label: 'Esempio: {{title}}',
  play: 'Avvia',
  pause: 'Pausa',
  previous: 'Passo precedente',
  next: 'Passo successivo',
  position: 'Passo {{n}} di {{total}}',
  loading: 'Preparazione dell’esempio…',
  points: 'Punti Movimento rimasti: {{mp}}',
  pointsOver: 'Movimento concluso',
  movement: {
    title: 'un Movimento, punto per punto',
    start:
      '{{seat}} inizia il Movimento in questa Posizione: {{loc}}, con {{mp}} punti Movimento. I luoghi evidenziati sono a una sola porta di distanza.',
    first:
      '{{seat}} attraversa una porta verso {{loc}}: restano {{mp}} punti Movimento. I luoghi evidenziati sono di nuovo a una porta.',
    second: '{{seat}} attraversa un’altra porta, verso {{loc}}: resta {{mp}} punto Movimento.',
    last: '{{seat}} spende l’ultimo punto per una terza porta e si ferma qui: {{loc}}. Il Movimento è finito, e si muove il Personaggio successivo nel turno.',
  },
  blackout: {
    title: 'un Incontro durante un blackout',
    dark: 'Un Fulmine ha tolto la corrente. {{seat}} si trova qui: {{loc}}; nel corridoio accanto due Personaggi stanno insieme.',
    meet: '{{seat}} entra: {{loc}}. Al buio, tutti e tre si trovano in un unico Incontro.',
    recipients: 'Uno dopo l’altro, ciascuno dei tre indica chi riceve la sua carta.',
    cards:
      'Tutti e tre danno una carta a faccia in giù. Nessun altro sa cosa è stato dato: qui il Cultista ha dato una carta Morto, e solo un controllo di quel Mazzo Energia la mostrerà.',
  },
  knife: {
    title: 'una Votazione con il Coltello',
    called: 'È stata indetta una Votazione nel Refettorio. Prima tutti discutono; {{seat}} ha il Coltello.',
    ballots:
      'Tutti hanno espresso un voto segreto. Nessuno vede quello degli altri finché non vengono rivelati tutti insieme.',
    reveal:
      'I voti vengono rivelati: parità. {{seat}}, che ha il Coltello ed è vivo, ora può cambiare il proprio voto.',
    knife: '{{seat}} cambia il proprio voto, e questo decide la Votazione.',
  },
  map: {
    title: 'Leggere la mappa',
    intro:
      'La mappa mostra tutto ciò che sul tavolo è visibile a tutti. Ogni segno è disegnato come nel gioco:',
    badges:
      'I segni in alto in una Stanza sono i suoi distintivi: la sua icona, quante carte ha il suo Mazzo Stanza, quanti Libri contiene ancora e, una volta esplorata, ✓ (⚠ per una Stanza con Passaggio insicuro, ★ quando è completata).',
    racks:
      'La Libreria ha un ripiano per colore. Ognuno mostra sulla targhetta d’ottone i Punti Vittoria che dà e, sotto, i suoi Libri rispetto a quelli che lo riempiono: un ripiano pieno dà i suoi punti.',
    cultistSpaces:
      'Accanto alla mappa ci sono gli spazi dei segnalini Cultista: i segnalini aspettano lì a faccia in giù finché un Fallimento pescato dal mazzo Passaggio insicuro ne manda uno nella Stanza mostrata sulla sua faccia.',
    lake: 'Il Lago, in alto a destra, è dove parte l’Uomo Pesce. Il mazzo Passaggio insicuro può portarlo nel suo corridoio; scacciato, torna al Lago.',
  },
};
