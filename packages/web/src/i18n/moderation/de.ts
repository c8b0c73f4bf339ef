/** Moderation am Tisch (issue 30). The same keys as en.ts. */
export const moderationDe = {
  menu: 'Aktionen für {{name}}',
  muteForMe: 'Für mich stummschalten',
  unmuteForMe: 'Für mich wieder hören',
  muteForTable: 'Für den Tisch stummschalten',
  unmuteForTable: 'Für den Tisch wieder freigeben',
  remove: 'Vom Tisch entfernen',
  removeConfirm: '{{name}} von diesem Tisch entfernen? Mit diesem Platz gibt es kein Zurück.',
  report: 'Melden…',
  reportTitle: '{{name}} melden',
  reason: 'Grund',
  reasons: {
    harassment: 'Belästigung oder Beleidigungen',
    hate: 'Hassrede',
    cheating: 'Schummeln oder Geheimnisse verraten',
    spam: 'Spam oder Überflutung',
    name: 'Anstößiger Name',
    other: 'Etwas anderes',
  },
  details: 'Was ist passiert (freiwillig)',
  send: 'Meldung senden',
  cancel: 'Abbrechen',
  reported:
    'Danke: Deine Meldung wurde gesendet. Die Betreiber lesen sie mit den Chatzeilen, die der Server speichert.',
  mutedForTable: 'vom Gastgeber stummgeschaltet',
  mutedForMe: 'von dir stummgeschaltet',
};

export const moderationRejectionDe = {
  'moderation/removed': 'Der Gastgeber hat dich von diesem Tisch entfernt.',
  'seat/not-a-person': 'Dort sitzt niemand, der entfernt werden könnte.',
  'limit/removals': 'Der Gastgeber hat so viele Personen aus diesem Spiel entfernt, wie es erlaubt.',
  'chat/muted': 'Der Gastgeber hat deinen Chat an diesem Tisch stummgeschaltet.',
  'mute/self': 'Du kannst dich nicht selbst stummschalten.',
  'report/spectator': 'Nur die Spieler am Tisch können melden.',
  'report/self': 'Du kannst dich nicht selbst melden.',
  'report/not-a-person': 'Nur eine Person kann gemeldet werden.',
  'report/limit':
    'Du hast so viele Spieler gemeldet, wie ein Spiel erlaubt; die Betreiber lesen die Meldungen.',
  'report/rate': 'Zu viele Meldungen für den Moment; versuche es später erneut.',
  'text/profane': 'An öffentlichen Tischen sind solche Wörter nicht erlaubt; wähle andere.',
  suspended: 'Diese Adresse darf vorerst nicht an öffentlichen Tischen spielen.',
  'suspended/account': 'Dieses Konto darf vorerst nicht an öffentlichen Tischen spielen.',
  'report/enough':
    'Diese Person wurde für den Moment oft genug gemeldet; die Betreiber lesen diese Meldungen.',
  'rate/public-tables': 'Zu viele neue öffentliche Tische aus deinem Netzwerk oder Konto; warte eine Weile.',
  'rate/quick-play': 'Zu viele Schnellspiele aus deinem Netzwerk oder Konto; warte eine Weile.',
};
