import type { ProfessionsTexts } from './types.ts';

export const professionsDe: ProfessionsTexts = {
  title: 'Beruf',
  helpPhase: {
    mayorDecision:
      'Die Abstimmung endete unentschieden. Die lebende Bürgermeister-in entscheidet: eine der gleichauf liegenden Figuren scheidet aus, oder niemand.',
    detectiveNight:
      'Eine kurze Nachtphase: Alle schließen die Augen, nur die Detektiv-in sieht, wer den Informant-in-Marker hat, dann öffnen alle die Augen. Jeder Bildschirm zeigt dieselben Schritte.',
  },
  name: {
    mayor: 'Bürgermeister-in',
    detective: 'Detektiv-in',
    exorcist: 'Exorzist-in',
    profiler: 'Profiler-in',
    saboteur: 'Saboteur-in',
  },
  power: {
    mayor:
      'Endet eine Abstimmung unentschieden, entscheidet die Bürgermeister-in: eine der gleichauf liegenden Figuren scheidet aus, oder niemand.',
    detective:
      'Wird die Detektiv-in aufgedeckt, folgt eine kurze Nachtphase, in der nur sie sieht, wer die Informant-in ist. Sie darf die Wahrheit sagen oder lügen.',
    exorcist:
      'Einmal pro Spiel als freie zusätzliche Aktion im eigenen Zug: einen Geist wieder zum Leben erwecken (seine offene Tot-Karte verlässt das Spiel), dann eine andere lebende Figur ermorden.',
    profiler:
      'Beim Prüfen eines Zustands (mit der Aktion oder der Kamera) mischt die Profiler-in das Puls-Deck nicht und sieht die Karten in ihrer Reihenfolge, die oberste zuerst.',
    saboteur:
      'Einmal pro Spiel als freie zusätzliche Aktion im eigenen Zug: die Raum-Decks zweier unfertiger Räume mit je mindestens 1 Karte ungesehen vertauschen.',
  },
  token: {
    faceDown:
      'Der Berufsmarker liegt verdeckt neben dem Spielplan: Der erste erfolgreiche Kampf gegen einen Kultisten bringt ihn ein.',
    held: '{{seat}} ist {{profession}}.',
    used: 'Die Fähigkeit (einmal pro Spiel) wurde genutzt.',
    lost: 'Der Beruf {{profession}} ging mit dem Tod von {{seat}} verloren; der Marker hat das Spiel verlassen.',
    badge: 'Beruf: {{profession}}',
    badgeLost: 'Beruf verloren: {{profession}}',
    seenAtEnd: 'Der Berufsmarker war: {{profession}}.',
  },
  mine: {
    show: 'Antippen, um deinen Marker zu sehen',
    hide: 'Marker verbergen',
    title: 'Dein Detektiv-Unterstützer-Marker',
    informant: 'Informant-in: Du bist die Informant-in.',
    notInformant: 'Kein-e Informant-in.',
    knownInformant: 'Als Detektiv-in hast du es gesehen: {{seat}} ist die Informant-in.',
    pulseOrder: 'Das Puls-Deck von {{seat}}, die oberste Karte zuerst:',
    position: '{{n}}. {{card}}',
  },
  mayor: {
    title: 'Die Bürgermeister-in entscheidet das Unentschieden',
    you: 'Die Abstimmung steht unentschieden zwischen {{tied}}. Als Bürgermeister-in entscheidest du: eine davon scheidet aus, oder niemand.',
    other:
      'Die Abstimmung steht unentschieden zwischen {{tied}}. {{mayor}} entscheidet als Bürgermeister-in.',
  },
  night: {
    title: 'Die kurze Nacht der Detektiv-in',
    intro:
      'Die Detektiv-in wurde aufgedeckt. Jeder Bildschirm zeigt dieselben Schritte; nur die Detektiv-in sieht etwas.',
    close: 'Alle nehmen ihren Detektiv-Unterstützer-Marker in die Hand und schließen die Augen.',
    turn: 'Alle drehen ihren Marker offen.',
    detective: 'Die Detektiv-in öffnet die Augen und sieht, wer die Informant-in ist.',
    cover: 'Alle verdecken ihren Marker wieder.',
    open: 'Alle öffnen die Augen.',
    sawInformant: 'Du bist die Detektiv-in: {{seat}} ist die Informant-in.',
    sawNothing: 'Deine Augen blieben geschlossen: Du hast nichts gesehen.',
  },
  actions: {
    mayorDecides: '{{seat}} ausscheiden lassen',
    mayorNobody: 'Niemand scheidet aus',
    exorcise: '{{ghost}} wiederbeleben, dann {{victim}} ermorden',
    swapRoomDecks: 'Raum-Decks von {{room}} und {{other}} vertauschen',
    exorciseTitle: 'Exorzist-in (einmal pro Spiel, frei)',
    exorciseGhost: 'Wähle zuerst den Geist, der wieder lebt.',
    exorciseVictim: 'Wähle jetzt, wen du ermordest. {{ghost}} lebt wieder.',
    revive: '{{seat}} wiederbeleben',
    murder: '{{seat}} ermorden',
    saboteurTitle: 'Saboteur-in (einmal pro Spiel, frei)',
    saboteurFirst: 'Wähle den ersten Raum.',
    saboteurSecond: 'Wähle den Raum, dessen Deck mit dem von {{room}} den Platz tauscht.',
    back: 'Zurück',
    afterAction:
      'Deine Aktion ist erledigt. Du kannst deinen Beruf in diesem Zug noch einsetzen oder darauf verzichten.',
  },
  explain: {
    mayorDecides:
      'Bürgermeister-in: Du entscheidest die unentschiedene Abstimmung; wen du wählst, scheidet aus.',
    exorcise:
      'Exorzist-in: Der Geist lebt wieder (seine offene Tot-Karte verlässt das Spiel), dann wird das Opfer ohne Abstimmung ermordet. Frei; deine Aktion folgt.',
    swapRoomDecks:
      'Saboteur-in: Die beiden Decks tauschen ungesehen die Räume; die Marker bleiben liegen. Frei; deine Aktion folgt.',
  },
  ev: {
    professionEarned: '{{seat}} erhält den Beruf: {{profession}}.',
    professionLost: '{{seat}} stirbt und verliert den Beruf {{profession}}.',
    informantSeen: 'Als Detektiv-in sieht {{seat}}: {{informant}} ist die Informant-in.',
    mayorDecided:
      'Bürgermeister-in {{seat}} entscheidet das Unentschieden zwischen {{tied}}: {{eliminated}} scheidet aus.',
    mayorDecidedNobody:
      'Bürgermeister-in {{seat}} entscheidet das Unentschieden zwischen {{tied}}: Niemand scheidet aus.',
    exorcised: 'Exorzist-in {{seat}} belebt {{revived}} wieder und ermordet {{victim}}.',
    exorcisedCard:
      'Exorzist-in {{seat}} belebt {{revived}} wieder (die offene Tot-Karte verlässt das Spiel) und ermordet {{victim}}.',
    roomDecksSwapped: 'Saboteur-in {{seat}} vertauscht die Raum-Decks von {{room}} und {{other}}.',
    pulseOrderSeen:
      'Als Profiler-in sieht {{seat}} das Puls-Deck von {{target}} in Reihenfolge, oben zuerst: {{cards}}.',
  },
  reveal: {
    informant: 'Die Informant-in war {{seat}}.',
  },
};
