import type { Messages } from '../types.ts';

export const feelDe: Messages['feel'] = {
  signals: 'Zugsignale',
  notify: 'Benachrichtigen, wenn ich am Zug bin und dieser Tab verborgen ist',
  notifyDenied:
    'Dieser Browser blockiert Benachrichtigungen dieser Seite; erlaube sie in den Website-Einstellungen.',
  notifyBody: 'Das Spiel wartet auf deine Entscheidung.',
  encounterYou: 'Begegnung: Wähle deine Karte (die anderen wählen geheim)',
  encounterWho: 'Warten auf die Charaktere der Begegnung: {{names}}',
  everyoneYou: 'Alle entscheiden geheim: Deine Entscheidung wird erwartet',
  othersDeciding: 'Warten auf die anderen (wer noch entscheidet, bleibt geheim)',
  unread_one: '{{count}} ungelesene Nachricht',
  unread_other: '{{count}} ungelesene Nachrichten',
  chatJump: 'Chat',
  quick: 'Schnellsätze',
  about: 'Über',
  phrase: {
    investigator: 'Ich bin Ermittler.',
    checkMe: 'Prüft mich.',
    agree: 'Einverstanden.',
    trust: 'Ich vertraue {{name}}.',
    suspect: 'Ich verdächtige {{name}}.',
    vote: 'Lasst uns gegen {{name}} stimmen.',
  },
};
