import type { LessonTextsOf } from './types.ts';

export const mountainsDe: LessonTextsOf = {
  steps: {
    night: {
      title: 'Sieben am Tisch',
      text: 'Du bist wieder Ermittler, jetzt auf dem Spielplan der Mountains of Chaos mit sieben Spielern. Zwei Kultisten verstecken sich unter euch, und sie kennen einander. Dieses Spiel nutzt auch das Berufe-Modul: Ein Berufsmarker liegt verdeckt neben dem Spielplan, und ein Ermittler hat geheim den Informant-in-Marker. Bestätige die Nacht, um zu beginnen.',
    },
    map: {
      title: 'Der Spielplan der Mountains of Chaos',
      text: 'Hier treffen sich die Gänge an einer Kreuzung in der Mitte: Ein Schritt in einen Gang einer anderen Farbe kostet 1 Bewegungspunkt, wie eine Tür. Die Drehtür steht auf der Kreuzung und trennt einen Gang von den anderen: jetzt {{hallway}}. Seine Türen zu den Räumen bleiben offen. Nach jeder Bewegungsphase dreht sich die Drehtür eine Vierteldrehung im Uhrzeigersinn und sperrt den nächsten Gang.',
    },
    board: {
      title: 'In einen Fahrstuhl steigen',
      text: 'Jeder der beiden Fahrstühle verbindet zwei Räume und ist ein eigener Ort. Geh in einen Raum, in dem ein Fahrstuhl steht (der Spielplan zeigt es), und steig dann in den Fahrstuhl: Einsteigen kostet immer 1 Bewegungspunkt.',
    },
    ride: {
      title: 'Mit dem Fahrstuhl fahren',
      text: 'Du bist im Fahrstuhl. Fahren kostet nichts: Alle darin steigen im anderen Raum aus, und die Ankunft dort kann eine Begegnung auslösen. Fahr jetzt und beende dann deine Bewegung in diesem Raum. Ein Fahrstuhl braucht Strom: Ohne Strom fährt er nicht.',
    },
    door: {
      title: 'Die Drehtür hat sich gedreht',
      text: 'Die Bewegungsphase ist vorbei, und die Drehtür hat sich eine Vierteldrehung gedreht: Jetzt sperrt sie {{hallway}}. Ein Fahrstuhl, in dem noch jemand steht, fährt in diesem Moment von selbst, wenn der Strom an ist.',
    },
    token: {
      title: 'Ein Kultist-Marker',
      text: 'Der Unsichere Durchgang hat einen Fehlschlag ergeben: Ein Kultist-Marker besetzt jetzt {{room}}. Dort kann niemand eine Raum-Aktion ausführen, bis jemand ihn bekämpft. In diesem Spiel bekommt der erste Charakter, der einen Kultist-Marker bekämpft, den Beruf, der neben dem Spielplan liegt.',
    },
    fight: {
      title: 'Den Kultisten bekämpfen',
      text: 'In deinem Raum liegt ein Kultist-Marker. „Kultisten bekämpfen“ ist eine Charakter-Aktion: Deine Route spielt keine Rolle. Bekämpfe ihn: Der Marker verlässt das Spiel, und der Beruf gehört dir.',
    },
    detective: {
      title: 'Ein Beruf: Detektiv-in',
      text: '{{name}} hat als Erstes gekämpft und den Beruf bekommen: Detektiv-in. Es folgt eine kurze Nacht, in der nur die Detektiv-in sieht, wer den Informant-in-Marker hat: einen sicheren Ermittler. Die Detektiv-in darf dem Tisch die Wahrheit sagen oder lügen. Bestätige, um weiterzuspielen.',
      seen: 'Du hast es gesehen: {{name}} ist Informant-in, ein Ermittler, dem du trauen kannst.',
    },
    encounter: {
      title: 'Eine Begegnung',
      text: 'Du triffst {{names}}. Wie in der ersten Lektion legt jeder eine Karte verdeckt auf das Puls-Deck des anderen: Eine Lebend-Karte bewirkt nichts, eine Tot-Karte ist ein Mord, den noch niemand sieht. Als Ermittler hast du nur Lebend-Karten. Wähle, wer deine Karte bekommt, dann die Karte.',
    },
    call: {
      title: 'Einen Fahrstuhl rufen',
      text: 'Einen Fahrstuhl kannst du während deiner Bewegung auch rufen, kostenlos: Stell dich in einen Raum, an dem er hält, während er am anderen Halt steht. In dieser Runde muss deine Route die Farbe des Raums erlauben (Kultisten nicht). Der Fahrstuhl kommt zu dir; wer darin war, steigt in deinem Raum aus.',
      where: 'Rufen könntest du einen von hier: {{rooms}}.',
    },
    action: {
      title: 'Deine Aktion',
      text: 'Die Aktionsphase: Führe eine Aktion aus oder passe. Charakter-Aktionen wie „Zustand prüfen“ oder „Kultisten bekämpfen“ gehen überall; eine Raum-Aktion braucht die Farbe des Raums auf deiner Route in dieser Runde und keinen Kultist-Marker im Raum. Den Beruf gibt es nur einmal: Ein späterer Kampf befreit nur seinen Raum.',
    },
    plan: {
      title: 'Um die Drehtür herum planen',
      text: 'In dieser Runde sperrt die Drehtür {{hallway}}; nach dieser Bewegungsphase dreht sie sich und sperrt {{next}}. Wähle deinen Weg und deinen Fahrstuhl danach: Der gesperrte Gang behält seine Türen zu den Räumen.',
    },
    murder: {
      title: 'Ein Mord kommt ans Licht',
      text: '{{name}} hatte eine Tot-Karte im Puls-Deck und ist jetzt ein Geist. Jeder aufgedeckte Mord löst eine Abstimmung aus.',
      lost: 'Nur Lebende haben einen Beruf: Der Marker der Detektiv-in verlässt das Spiel.',
    },
    vote: {
      title: 'Die Abstimmung',
      text: 'Redet, dann nennt jeder geheim einen Charakter oder enthält sich. Mit zwei Kultisten am Tisch beendet das Ausscheiden eines Kultisten das Spiel nicht: Die Ermittler gewinnen, sobald beide draußen sind, durch die Abstimmung oder anders. Wer hat das Opfer getroffen?',
    },
    check: {
      title: 'Was du gesehen hast',
      text: 'Das Puls-Deck von {{name}} enthält {{alive}} Lebend- und {{dead}} Tot-Karten. Ein Ermittler muss die Wahrheit sagen: Hast du eine Tot-Karte gesehen, deck sie auf.',
    },
    end: {
      title: 'Das Ende',
      text: 'Das Spiel ist vorbei: Die {{team}} gewinnen. Du hast die Mountains of Chaos gesehen: die Drehtür, die Fahrstühle und einen Beruf. Starte auf der Startseite ein echtes Spiel: Wähle den Spielplan der Mountains und, bei sieben oder acht Plätzen, das Berufe-Modul.',
    },
  },
};
