import type { LessonTexts } from '../../lessons/lesson.ts';

export const investigatorDe: LessonTexts = {
  steps: {
    night: {
      title: 'Deine Gesinnung und die Nacht',
      text: 'Deine Gesinnung ist geheim, wie jede: Tippe in deinem eigenen Bereich darauf, um sie anzusehen, und noch einmal, um sie zu verbergen. Sie bestimmt dein Team. Einer der vier anderen ist ein Kultist und versteckt sich unter euch. In der Nachtphase erfährt der Kultist, wer von Anfang an tot ist, und der Seher erfährt, wer der Kultist ist; ein Ermittler erfährt nichts. Bestätige die Nacht, um zu beginnen.',
    },
    route: {
      title: 'Deine Route',
      text: 'Deine geheime Route-Karte nennt die Raumfarben, deren Raum-Aktionen du in jeder Runde nutzen darfst. In dieser Runde: {{colours}}. Gehen darfst du überallhin: Die Route beschränkt nur Raum-Aktionen, Charakter-Aktionen wie „Zustand prüfen“ gehen überall.',
    },
    move: {
      title: 'Deine erste Bewegung',
      text: 'Du bist mit der Bewegung dran: Du hast {{mp}} Bewegungspunkte, jede Tür kostet einen. Tippe einen hervorgehobenen Ort auf dem Spielplan oder einen Knopf bei den Aktionen an, Schritt für Schritt, und beende dann deine Bewegung. Eine Bewegung endet nie dort, wo sie begann. Wer einen Ort mit genau einem anderen lebenden Charakter betritt, löst eine Begegnung aus.',
      meet: 'Gerade allein an ihrem Ort: {{names}}. Geh zu einem von ihnen.',
    },
    encounter: {
      title: 'Eine Begegnung',
      text: 'Du triffst {{names}}. Jeder legt eine Karte aus der Hand verdeckt auf das Puls-Deck des anderen, ungesehen: Eine Lebend-Karte bewirkt nichts, eine Tot-Karte ist ein Mord, den noch niemand sieht. Als Ermittler hast du nur Lebend-Karten.',
      two: 'Zu zweit gibt es nichts zu wählen: Gib {{name}} deine Lebend-Karte.',
      many: 'Mehrere treffen sich im Dunkeln: Wähle zuerst, wer deine Karte bekommt, dann die Karte.',
    },
    event: {
      title: 'Ein Ereignis',
      text: 'Die Ereignisphase: Ein Ereignismarker kommt aus dem Beutel: {{event}}. Seine Wirkung hält bis zum nächsten Ereignis. Die Uhr zeigt das Ereignis jeder Runde.',
    },
    action: {
      title: 'Deine Aktion',
      text: 'Die Aktionsphase: Nimm eine Aktion oder passe. „Zustand prüfen“ schaut geheim in das Puls-Deck eines Charakters an deinem Ort: Eine Tot-Karte darin ist ein Mord. Raum-Aktionen brauchen einen Raum, den deine Route in dieser Runde erlaubt.',
      check: 'Mit dir an deinem Ort: {{names}}. Prüfe einen Zustand!',
    },
    check: {
      title: 'Was du gesehen hast',
      text: 'Das Puls-Deck von {{name}} enthält {{alive}} Lebend und {{dead}} Tot. Ein Ermittler muss die Wahrheit sagen: Hast du eine Tot-Karte gesehen, decke sie auf.',
    },
    murder: {
      title: 'Ein Mord kommt ans Licht',
      text: '{{name}} hatte eine Tot-Karte im Puls-Deck und ist jetzt ein Geist. Geister spielen weiter: Sie teleportieren statt zu gehen, haben keine Begegnungen und stimmen weiter ab. Jeder aufgedeckte Mord löst eine Abstimmung aus.',
    },
    vote: {
      title: 'Die Abstimmung',
      text: 'Erst reden alle, dann nennt jeder geheim einen Charakter oder enthält sich. Wer mehr Stimmen hat als jeder andere und als es Enthaltungen gibt, scheidet aus und wird ein Geist. Scheidet der Kultist aus, gewinnen die Ermittler (außer der Kultist benennt dann den Seher). Wer hat das Opfer getroffen? Wer hat wen geprüft?',
    },
    end: {
      title: 'Das Ende',
      text: 'Das Spiel ist vorbei: Die {{team}} gewinnen. Unten sind alle Gesinnungen und alle Karten aufgedeckt. Das ist das ganze Spiel: Starte auf der Startseite ein echtes, mit Freunden oder mit Bots.',
    },
  },
};
