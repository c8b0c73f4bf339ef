import type { Messages } from '../types.ts';

export const rulesDe: Messages['rules'] = {
  ui: {
    rolesInPlay: 'Gesinnungen im Spiel',
    roleCount: '{{role}} × {{n}}',
    roundEvent: 'Ereignis dieser Runde',
    repeats: 'Wiederholt: {{event}}',
    ability: 'Fähigkeit',
    learn: 'Spielregeln lernen',
  },
  role: {
    investigator:
      'Keine besondere Fähigkeit. Folge deiner Route bei Raum-Aktionen und sag die Wahrheit, wenn du eine Tot-Karte findest.',
    cultist:
      'Ermorde Ermittler, indem du ihnen in Begegnungen Tot-Karten gibst. Du darfst deine Route missachten und über deine Prüfungen lügen. In der Nachtphase erfährst du die anderen Kultisten und wer von Anfang an tot ist.',
    seer: 'In der Nachtphase erfährst du, wer die Kultisten sind. Bleib verborgen: Nennen die Kultisten dich am Spielende, gewinnen sie, egal was sonst geschah.',
    radiantBeauty:
      'Wo du bist, lebend oder als Geist, gibt es immer Licht und Strom. Sobald du tot bist, wird deine Gesinnung aufgedeckt.',
    infected:
      'Sobald du tot bist, wird deine Gesinnung aufgedeckt, und bis zum Ende der nächsten Runde gibt niemand in Begegnungen Karten.',
    superGhost:
      'Als Geist darfst du jede Raum-Aktion wie ein lebender Charakter ausführen, nimmst aber weiterhin nie an Begegnungen teil. Sobald du tot bist, wird deine Gesinnung aufgedeckt.',
    mechanic: 'Solange du lebst, darfst du deine Route missachten: Jede Raum-Aktion steht dir offen.',
    greenhorn:
      'Du stirbst und wirst ein Geist, sobald du die Kamera benutzt oder eine Abstimmung einleitest (du stimmst dann als Geist ab).',
    butterfingers:
      'Du stirbst, nachdem du das Messer benutzt hast, egal wofür, auch wenn ein Ereignis dich dazu zwingt.',
    crybaby:
      'Du stirbst, nachdem du durch „Zustand prüfen“ oder das Ereignis „Falsche Augen im Portrait“ einen toten Charakter aufdecken musstest.',
    firestarter:
      'Dein Deck enthält statt 2 Erfolg-Karten eine Sabotage- und eine Fehlschlag-Karte. Hast du eine dieser roten Karten am Ende von Runde 5 noch auf der Hand, stirbst du.',
    assassin:
      'Einmal pro Spiel darfst du lebend deine Gesinnung aufdecken und einen Charakter an deinem Ort ermorden. Es folgt keine Abstimmung; war es der letzte lebende Kultist, endet das Spiel.',
  },
  event: {
    lightningStrike:
      'Der Strom kippt: aus, wenn er an war, an, wenn er aus war. Ohne Strom geht die Kamera nicht, und schon 2 oder mehr lebende Charaktere an einem Ort haben eine Begegnung. Er kommt mit einem weiteren Blitzschlag oder „Den Strom wieder einschalten“ zurück.',
    secretDoors:
      'Bis zum nächsten Ereignis gelten alle Räume derselben Farbe als verbunden: Du kannst von einem in den anderen gehen und in einem Zwillingsraum handeln. Das kann sofort Begegnungen auslösen.',
    noConnection:
      'Bis zum nächsten Ereignis darf niemand reden (der Chat ist zu). Hinweise zum Spielablauf sind erlaubt, und Abstimmungen finden trotzdem statt.',
    falseEyes:
      'Wer lebend das Messer hält, darf heimlich das Puls-Deck eines anderen lebenden Charakters prüfen und entscheidet, ob ein Mord aufgedeckt wird, was eine Abstimmung auslöst. Ist diese Person tot, geschieht nichts.',
    lifelines:
      'Das Messer benennt, auch als Geist, 2 lebende Charaktere (3 bei 7–8 Personen), auch sich selbst. Jeder mischt sein Puls-Deck und deckt die oberste Karte auf: Eine Tot-Karte bleibt offen und macht ihn zum Geist; eine Lebend-Karte kommt verdeckt zurück. Wurde jemand ermordet, folgt eine Abstimmung.',
    boostedMorale: 'Jeder Charakter hat in der nächsten Bewegungsphase 1 Bewegungspunkt mehr.',
    inControl:
      'Wer lebend das Messer hält, darf einen Ereignismarker aus dem Beutel ziehen, ihn heimlich ansehen und dann aus dem Spiel nehmen oder zurücklegen. Was es war, darf verraten oder erlogen werden.',
    portalOpens:
      'Das Portal öffnet sich im grünen Raum. Schließen es zwei lebende Charaktere dort gemeinsam innerhalb von 3 Runden (2 bei 7–8 Personen), brauchen die Ermittler 1 Siegpunkt weniger, sonst 1 mehr.',
    brokenPanes:
      'Die obersten 2 Karten des Nachziehstapels werden in den Unsicheren Durchgang gemischt. Dann wird 1 Karte des Unsicheren Durchgangs aufgedeckt, ausgeführt und wieder eingemischt.',
    lostMorale:
      'Jeder lebende Charakter hat in der nächsten Bewegungsphase 1 Bewegungspunkt weniger. Geister betrifft das nicht.',
    mirror:
      'Das Ereignis der vorigen Runde geschieht noch einmal. In Runde 1 geschieht nichts; nach „Das Portal öffnet sich“ bleibt das Portal 1 Runde länger offen.',
  },
};
