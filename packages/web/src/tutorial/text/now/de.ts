import type { NowTexts } from './index.ts';

export const nowDe: NowTexts = {
  now: {
    night: 'Die Nachtphase: Alle sehen sich an, was die Nacht ihnen zeigt, und bestätigen dann.',
    movementMine: 'Runde {{round}}: deine Bewegung.',
    movement:
      'Runde {{round}}: {{name}} bewegt sich. Verfolge auf der Karte, wohin: Wer steht allein, wer trifft wen?',
    encounterMine: 'Eine Begegnung in {{place}}: Du triffst {{names}}.',
    encounter:
      'Eine Begegnung in {{place}} zwischen {{names}}. Ihre Karten wandern verdeckt: Du siehst sie nicht, nur wer dort war.',
    eventMine: 'Du handelst das Ereignis ab.',
    event: '{{name}} handelt das Ereignis ab; was gewählt wird, steht im Protokoll.',
    actionMine: 'Die Aktionsphase: deine Aktion.',
    action: 'Die Aktionsphase: {{name}} führt eine Aktion aus. Was geschieht, steht im Protokoll.',
    portal: '{{name}} fragt {{partner}} wegen des Portals.',
    checkMine: 'Du siehst dir das Puls-Deck von {{target}} an.',
    check: '{{name}} sieht sich das Puls-Deck von {{target}} an: Nur diese Person sieht, was darin ist.',
    voteDiscussion: 'Eine Abstimmung: zuerst die Diskussion. Wen verdächtigst du, und warum?',
    voteBallot: 'Eine Abstimmung: die Stimmabgabe. Jede Stimme bleibt verdeckt, bis alle abgegeben sind.',
    voteKnife: 'Eine Abstimmung: {{name}} hat das Messer und entscheidet über die Stimmen.',
    cleanup: 'Die Aufräumphase: Runde {{round}} endet.',
    mayorMine: 'Die Abstimmung ist unentschieden: Der Bürgermeister entscheidet, und das bist du.',
    mayor: 'Die Abstimmung ist unentschieden: {{name}} entscheidet als Bürgermeister.',
    detectiveNight: 'Eine kurze Nacht: Alle sehen sich an, was sie ihnen zeigt, und bestätigen dann.',
    seerGuess: 'Die Kultisten benennen, wen sie für den Seher halten.',
    over: 'Das Spiel ist vorbei: Die Ergebnisse zeigen jedes Geheimnis.',
  },
  hint: {
    decide: 'Deine Entscheidung: Das Aktionsfeld bietet an, was du tun kannst.',
    waiting: 'Warten auf die anderen.',
    ghost:
      'Du bist ein Geist und spielst weiter: Das Aktionsfeld bietet an, was du tun kannst, wenn du dran bist.',
  },
};
