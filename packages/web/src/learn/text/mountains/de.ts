import type { LearnText } from '../en.ts';

export const mountainsLearnDe: LearnText['mountains'] = {
  title: 'Die Spielpläne von Mountains of Chaos',
  intro:
    'Die Erweiterung Mountains of Chaos bringt eigene Spielpläne mit, für 4–6, 7 und 8 Personen; wer das Spiel erstellt, wählt den Spielplan. Die Räume kennst du schon; neu sind die Gänge, die Drehtür und zwei Fahrstühle.',
  mapCaption:
    'Ein Spielplan von Mountains of Chaos zu Beginn eines echten Spiels mit {{players}} Personen: Vier farbige Gänge treffen sich an der Kreuzung in der Mitte, wo die Drehtür {{hallway}} sperrt.',
  hallways:
    'Zusammenhängende Gänge: Die Gänge A, B, C und D treffen sich an einer Kreuzung in der Mitte, jeder in seiner eigenen Farbe. Du zahlst 1 Bewegungspunkt für jede Tür und für jeden Wechsel der Gangfarbe. Vom Sicherheitsraum in die Bibliothek sind es 3: in Gang A, in Gang D, durch die Tür in die Bibliothek.',
  door: 'Die Drehtür steht auf der Kreuzung und sperrt einen Gang: Über die Kreuzung kommt man nicht hinein oder hinaus, seine Türen zu den Räumen bleiben aber offen. Sie beginnt bei C und dreht sich nach jeder Bewegungsphase eine Vierteldrehung im Uhrzeigersinn: C, D, A, B, dann wieder C.',
  doorCaption: 'Der Gang, den die Drehtür in jeder Runde sperrt',
  round: 'Runde',
  blocked: 'Gesperrt',
  elevators:
    'Jeder Fahrstuhl verbindet zwei Räume und ist ein eigener Ort: {{first}}; {{second}}. Er steht immer an einem seiner beiden Räume.',
  link: '{{elevator}} zwischen {{a}} und {{b}} (beginnt bei {{start}})',
  board:
    'Einsteigen kostet 1 Bewegungspunkt, aus dem Raum, an dem der Fahrstuhl steht. In deiner eigenen Bewegung ist das Fahren kostenlos: Er fährt in seinen anderen Raum, und alle darin steigen dort aus, was eine Begegnung auslösen kann.',
  auto: 'Nach der Bewegungsphase fährt jeder Fahrstuhl, in dem jemand ist, von selbst, solange der Strom an ist.',
  call: 'Stehst du in einem seiner Räume, während er am anderen steht, darfst du ihn kostenlos rufen, wenn deine Route diesen Raum in dieser Runde erlaubt. Kultisten müssen ihrer Route nicht folgen.',
  power: 'Bei Stromausfall fährt kein Fahrstuhl, aber du kannst weiterhin ein- und aussteigen.',
  ghosts: 'Geister teleportieren wie gewohnt und können keinen Fahrstuhl betreten.',
  victory:
    'Auf diesen Spielplänen brauchen die Ermittler mehr Siegpunkte; die Ziele der Kultisten ändern sich nicht.',
  victoryCaption: 'Siegpunkte, die die Ermittler auf den Spielplänen von Mountains of Chaos brauchen',
  players: 'Personen',
  vpTarget: 'Siegpunkte',
};
