/** La moderazione al tavolo (issue 30). The same keys as en.ts. */
export const moderationIt = {
  menu: 'Azioni per {{name}}',
  muteForMe: 'Silenzia per me',
  unmuteForMe: 'Riattiva per me',
  muteForTable: 'Silenzia per il tavolo',
  unmuteForTable: 'Riattiva per il tavolo',
  remove: 'Rimuovi dal tavolo',
  removeConfirm: 'Rimuovere {{name}} da questo tavolo? Non potrà tornare con questo posto.',
  report: 'Segnala…',
  reportTitle: 'Segnala {{name}}',
  reason: 'Motivo',
  reasons: {
    harassment: 'Molestie o insulti',
    hate: 'Incitamento all’odio',
    cheating: 'Imbrogli o segreti rivelati',
    spam: 'Spam o flood',
    name: 'Nome offensivo',
    other: 'Altro',
  },
  details: 'Cosa è successo (facoltativo)',
  send: 'Invia segnalazione',
  cancel: 'Annulla',
  reported:
    'Grazie: la tua segnalazione è stata inviata. Gli operatori la leggono con le righe di chat che il server conserva.',
  mutedForTable: 'silenziato dall’ospite',
  mutedForMe: 'silenziato da te',
};

export const moderationRejectionIt = {
  'moderation/removed': 'L’ospite ti ha rimosso da questo tavolo.',
  'seat/not-a-person': 'Lì non siede nessuno da rimuovere.',
  'limit/removals': 'L’ospite ha rimosso da questa partita tutte le persone consentite.',
  'chat/muted': 'L’ospite ha silenziato la tua chat a questo tavolo.',
  'mute/self': 'Non puoi silenziare te stesso.',
  'report/spectator': 'Solo i giocatori al tavolo possono segnalare.',
  'report/self': 'Non puoi segnalare te stesso.',
  'report/not-a-person': 'Si può segnalare solo una persona.',
  'report/limit': 'Hai segnalato tutti i giocatori che una partita consente; gli operatori le leggeranno.',
  'report/rate': 'Troppe segnalazioni per ora; riprova più tardi.',
  'text/profane': 'I tavoli pubblici non accettano parole simili; scegline altre.',
  suspended: 'Questo indirizzo per ora non può giocare ai tavoli pubblici.',
  'suspended/account': 'Questo account non può giocare ai tavoli pubblici per ora.',
  'report/enough':
    'Questo giocatore è stato segnalato abbastanza per ora; gli operatori leggeranno quelle segnalazioni.',
  'rate/public-tables': "Troppi nuovi tavoli pubblici dalla tua rete o dal tuo account; aspetta un po'.",
  'rate/quick-play': "Troppe partite rapide dalla tua rete o dal tuo account; aspetta un po'.",
};
