import type { Messages } from '../types.ts';

/** Modalità tavolo: lo schermo condiviso (/table/<code>) e i telefoni che si uniscono con un codice QR. */
export const tableIt: Messages['table'] = {
  screen: {
    title: 'Partita {{code}} al tavolo',
    intro:
      'Ogni giocatore scansiona con il telefono il codice di un posto libero. I telefoni mostrano ciò che è segreto; questo schermo mostra solo ciò che tutti possono vedere.',
    hostStarts: 'L’ospite aggiunge i bot e inizia la partita dal suo telefono.',
    free_one: '{{count}} posto è libero.',
    free_other: '{{count}} posti sono liberi.',
    full: 'Tutti i posti sono occupati: l’ospite può iniziare.',
    open: 'Scansiona per prendere questo posto',
    back: 'Con il telefono di questo giocatore: scansiona per tornare',
    handover:
      'Hai creato la partita in questo browser. Scansiona con il tuo telefono per giocare lì il tuo posto; poi questo schermo lo cede.',
    handoverQr: 'Codice QR che passa il tuo posto al tuo telefono',
    handoverWaiting: 'Sto ottenendo un codice per passare il tuo posto al tuo telefono…',
    handoverFailed: 'Al momento nessun codice per passare il tuo posto al tuo telefono: {{reason}}',
    qr: 'Codice QR che apre {{url}}',
    address: 'Oppure apri questo indirizzo:',
    rejoin: 'Tornare a un posto',
    rejoinHint:
      'Un telefono che ha perso la pagina scansiona di nuovo il codice del suo posto. Solo il telefono che ha preso un posto può giocarlo.',
    rematch: 'È stata proposta una rivincita: il suo schermo condiviso',
  },
  invite: {
    text: 'Giocate nella stessa stanza? Aprite lo schermo condiviso su un televisore o un portatile:',
  },
  phone: {
    title: 'Posto {{n}} nella partita {{code}}',
    take: 'Prendi il posto {{n}}',
    takeAny: 'Prendi un posto libero',
    taken: 'Il posto {{n}} è già occupato; avrai il primo posto libero.',
    you: 'Giochi con {{name}}. La mappa, il registro e le votazioni sono sullo schermo condiviso.',
    notYours:
      'Il posto {{n}} appartiene a un altro telefono: solo il telefono che l’ha preso può giocarlo. Lo schermo condiviso mostra la partita.',
    watch: 'Guarda invece su questo telefono',
    taking: 'Sto prendendo il posto passato…',
    handoverFailed: 'Non è stato possibile passare il posto a questo telefono: {{reason}}',
    identity: {
      title: 'Tu sullo schermo condiviso',
      character: 'Il tuo personaggio: {{character}}, numero {{n}}, nel suo colore sullo schermo condiviso.',
      rename: 'Cambia il mio nome',
      save: 'Salva il mio nome',
      saved: 'Ora il tuo nome è {{name}}.',
      handedOver:
        'Questo posto ha ancora il nome dato quando è stata creata la partita ({{name}}). Scrivi il tuo:',
    },
  },
};
