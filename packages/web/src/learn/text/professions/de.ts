import type { LearnText } from '../en.ts';

export const professionsLearnDe: LearnText['professions'] = {
  title: 'Berufe (Mountains of Chaos)',
  intro:
    'Ein optionales Modul der Erweiterung für Runden mit 2 Kultisten: 7 oder 8 Spieler, oder 6 mit dem AUTOMA. Es passt zu jedem Spielplan; der Host wählt es beim Erstellen des Spiels.',
  setup:
    'Aufbau: Die Karten jedes Spielers kommen in einem geschlossenen Umschlag. Im Umschlag einer Ermittler-in liegt zusätzlich der Informant-in-Marker, in jedem anderen (auch bei den Kultisten) ein Kein-e-Informant-in-Marker, sodass niemand sie unterscheiden kann. Du siehst nur deinen eigenen Marker. Einer der fünf Berufsmarker liegt verdeckt neben dem Spielplan; niemand weiß, welcher.',
  earn: 'Erhalten: Wer als Erste-r erfolgreich einen Kultist-Marker bekämpft, nimmt den Berufsmarker und dreht ihn offen. Ab dann wissen alle, wer welchen Beruf hat. Es gibt nur einen pro Spiel.',
  lose: 'Verlieren: Nur Lebende haben einen Beruf. Wer stirbt, verliert ihn für immer; der Marker verlässt das Spiel.',
  list: 'Die fünf Berufe',
  detectiveNight:
    'Wird die Detektiv-in aufgedeckt, folgt eine kurze Nachtphase: Alle schließen die Augen und drehen ihren Marker offen, nur die Detektiv-in öffnet die Augen und sieht, wer die Informant-in ist, dann verdecken alle ihren Marker und öffnen die Augen. Jeder Bildschirm zeigt dieselben Schritte, sodass niemand erkennt, wer geschaut hat.',
};
