import type { Messages } from '../types.ts';

/** Tischmodus: der gemeinsame Bildschirm (/table/<code>) und die Handys, die per QR-Code beitreten. */
export const tableDe: Messages['table'] = {
  screen: {
    title: 'Spiel {{code}} am Tisch',
    intro:
      'Alle scannen mit dem Handy den Code eines freien Platzes. Die Handys zeigen, was geheim ist; dieser Bildschirm zeigt nur, was alle sehen dürfen.',
    hostStarts: 'Der Gastgeber fügt Bots hinzu und startet das Spiel auf seinem Handy.',
    free_one: '{{count}} Platz ist frei.',
    free_other: '{{count}} Plätze sind frei.',
    full: 'Alle Plätze sind besetzt: Der Gastgeber kann starten.',
    open: 'Scannen, um diesen Platz zu nehmen',
    back: 'Mit dem Handy dieser Person: scannen, um zurückzukehren',
    handover:
      'Du hast das Spiel in diesem Browser erstellt. Scanne mit deinem Handy, um deinen Platz dort zu spielen; dieser Bildschirm gibt ihn dann ab.',
    handoverQr: 'QR-Code, der deinen Platz an dein Handy übergibt',
    handoverWaiting: 'Hole einen Code, der deinen Platz an dein Handy übergibt …',
    handoverFailed: 'Gerade gibt es keinen Code, der deinen Platz an dein Handy übergibt: {{reason}}',
    qr: 'QR-Code, der {{url}} öffnet',
    address: 'Oder öffne diese Adresse:',
    rejoin: 'Zurück an einen Platz',
    rejoinHint:
      'Ein Handy, das seine Seite verloren hat, scannt den Code seines Platzes erneut. Nur das Handy, das einen Platz genommen hat, kann ihn spielen.',
    rematch: 'Eine Revanche ist vorgeschlagen: ihr gemeinsamer Bildschirm',
  },
  invite: {
    text: 'Spielt ihr in einem Raum? Öffnet den gemeinsamen Bildschirm auf einem Fernseher oder Laptop:',
  },
  phone: {
    title: 'Platz {{n}} in Spiel {{code}}',
    take: 'Platz {{n}} nehmen',
    takeAny: 'Einen freien Platz nehmen',
    taken: 'Platz {{n}} ist schon besetzt; du bekommst den ersten freien Platz.',
    you: 'Du spielst {{name}}. Spielplan, Spielprotokoll und Abstimmungen sind auf dem gemeinsamen Bildschirm.',
    notYours:
      'Platz {{n}} gehört einem anderen Handy: Nur das Handy, das ihn genommen hat, kann ihn spielen. Der gemeinsame Bildschirm zeigt das Spiel.',
    watch: 'Stattdessen auf diesem Handy zuschauen',
    taking: 'Übernehme den übergebenen Platz …',
    handoverFailed: 'Der Platz konnte nicht an dieses Handy übergeben werden: {{reason}}',
    identity: {
      title: 'Du auf dem gemeinsamen Bildschirm',
      character: 'Deine Figur: {{character}}, Nummer {{n}}, in ihrer Farbe auf dem gemeinsamen Bildschirm.',
      rename: 'Meinen Namen ändern',
      save: 'Namen speichern',
      saved: 'Dein Name ist jetzt {{name}}.',
      handedOver:
        'Dieser Platz trägt noch den Namen, der beim Erstellen des Spiels eingegeben wurde ({{name}}). Gib deinen eigenen ein:',
    },
  },
};
