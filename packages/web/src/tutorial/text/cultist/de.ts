import type { LessonTexts } from '../../lessons/lesson.ts';

export const cultistDe: LessonTexts = {
  steps: {
    night: {
      title: 'Du bist der Kultist',
      text: 'Sieh dir deine Gesinnung in deinem eigenen Bereich an: Du bist der Kultist, die anderen vier sind Ermittler. In der Nachtphase erfährt ein Kultist, wer von Anfang an tot ist: {{dead}}. Dieser Ermittler zählt schon für deinen Sieg. Bestätige die Nacht, um zu beginnen.',
      alone:
        'Zu fünft bist du der einzige Kultist: Es gibt keinen Mitkultisten, den du kennen könntest, und niemand kennt dich, außer dem Seher, der sich unter den Ermittlern versteckt.',
      others: 'Deine Mitkultisten, die auch dich kennen: {{names}}.',
    },
    route: {
      title: 'Deine Route, eine Tarnung',
      text: 'Du hast eine Route-Karte wie alle, aber als Kultist darfst du sie missachten: Jede Raum-Aktion steht dir offen, was sie auch sagt. Wer Runde um Runde Räume abseits seiner Route nutzt, verrät sich leicht, also spiel wie ein Ermittler.',
    },
    move: {
      title: 'Finde jemanden allein',
      text: 'Du bist mit der Bewegung dran: {{mp}} Bewegungspunkte, einer pro Tür. Eine Begegnung zu zweit hat keinen Zeugen: Geh zu einem Charakter, der allein steht, und beende dort deine Bewegung.',
      meet: 'Gerade allein: {{names}}.',
    },
    encounter: {
      title: 'Ein Mord ohne Zeugen',
      text: 'Du triffst {{names}}. Jeder legt eine Karte verdeckt auf das Puls-Deck des anderen; niemand sieht sie, nicht einmal, wer sie bekommt.',
      murder: 'Gib {{name}} eine Tot-Karte: Das ist ein Mord, und niemand weiß davon.',
      spare: '{{name}} ist schon tot: Eine weitere Tot-Karte bringt nichts. Gib eine Lebend-Karte.',
      many: 'Mehr als zwei treffen sich im Dunkeln: Wähle zuerst, wer deine Karte bekommt, dann die Karte. Mit mehreren in der Nähe ist ein Mord riskanter.',
    },
    murder: {
      title: 'Niemand hat es gesehen',
      text: '{{name}} hat jetzt deine Tot-Karte: ermordet. Niemand weiß es, auch {{name}} nicht, bis jemand dieses Puls-Deck prüft. {{name}} spielt weiter, als wäre nichts.',
    },
    pass: {
      title: 'Deine Aktion',
      text: 'Die Aktionsphase: eine Aktion oder passen. Niemand bei dir ist, soweit du weißt, tot, also gibt es noch nichts zu verbergen: Passe oder tu, was ein Ermittler täte.',
    },
    notYet: {
      title: 'Den Sieg beanspruchen? Noch nicht',
      text: 'Ende der Runde. Als einziger Kultist darfst du jetzt den Sieg beanspruchen: Du deckst dich auf, und jedes Puls-Deck wird geprüft. Du brauchst {{needed}} tote Ermittler und weißt von {{count}} ({{names}}). Ein Anspruch jetzt wäre falsch, und ein falscher Anspruch verliert sofort. Beende die Runde.',
    },
    again: {
      title: 'Noch ein Mord',
      text: 'Du weißt von {{count}} Toten der {{needed}}, die du brauchst ({{names}}). Geh wieder zu jemandem, der allein steht, für einen zweiten Mord.',
      meet: 'Gerade allein: {{names}}.',
    },
    checkDead: {
      title: 'Zustand prüfen, als Lügner',
      text: 'Bei dir steht {{names}}, und du weißt, dass sie tot sind. Prüfe ihren Zustand: Du wirst die Tot-Karte sehen.',
    },
    conceal: {
      title: 'Die Tot-Karte verbergen',
      text: 'Das Puls-Deck von {{name}} enthält {{alive}} Lebend und {{dead}} Tot. Ein Ermittler muss eine Tot-Karte aufdecken; ein Kultist darf sie verbergen. Beende die Prüfung, ohne aufzudecken: {{name}} gilt als lebendig, bis die Wahrheit herauskommt, und du wirkst wie ein gründlicher Ermittler.',
    },
    claim: {
      title: 'Beanspruche den Sieg!',
      text: 'Jetzt sind {{count}} der {{needed}} tot ({{names}}): Beanspruche den Sieg. Das wird sofort geprüft: Stimmt es, gewinnen die Kultisten; stimmt es nicht, verlierst du. Hätte dich eine Abstimmung vor deinem Anspruch hinausgewählt, hättest du verloren, egal wie viele du getötet hast: Beanspruche, sobald es stimmt.',
    },
    end: {
      title: 'Das Ende',
      text: 'Das Spiel ist vorbei: Die {{team}} gewinnen. Unten sind jede Gesinnung und jede Karte aufgedeckt: Sieh, wen du ermordet hast und wessen Karte du verborgen hast.',
    },
  },
};
