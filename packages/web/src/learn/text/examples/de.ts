import type { LearnText } from '../en.ts';

export const examplesLearnDe: LearnText['examples'] = {
  label: 'Beispiel: {{title}}',
  play: 'Abspielen',
  pause: 'Anhalten',
  previous: 'Schritt zurück',
  next: 'Nächster Schritt',
  position: 'Schritt {{n}} von {{total}}',
  loading: 'Das Beispiel wird aufgebaut …',
  points: 'Übrige Bewegungspunkte: {{mp}}',
  pointsOver: 'Bewegung beendet',
  movement: {
    title: 'eine Bewegung, Punkt für Punkt',
    start:
      '{{seat}} beginnt die Bewegung am Ort {{loc}} mit {{mp}} Bewegungspunkten. Hervorgehoben sind die Orte, die nur eine Tür entfernt sind.',
    first:
      '{{seat}} geht durch eine Tür zum Ort {{loc}}: noch {{mp}} Bewegungspunkte. Hervorgehoben sind wieder die Orte eine Tür weiter.',
    second: '{{seat}} geht durch eine weitere Tür zum Ort {{loc}}: noch {{mp}} Bewegungspunkt.',
    last: '{{seat}} gibt den letzten Punkt für eine dritte Tür aus und bleibt am Ort {{loc}} stehen. Die Bewegung ist vorbei, der nächste Charakter in der Reihe bewegt sich.',
  },
  blackout: {
    title: 'eine Begegnung im Stromausfall',
    dark: 'Ein Blitzschlag hat den Strom ausfallen lassen. {{seat}} steht am Ort {{loc}}; im Gang nebenan stehen zwei Charaktere beisammen.',
    meet: '{{seat}} betritt den Ort {{loc}}. Im Dunkeln begegnen sich alle drei in einer Begegnung.',
    recipients: 'Nacheinander bestimmt jeder der drei, wer seine Karte bekommt.',
    cards:
      'Alle drei geben eine Karte verdeckt weiter. Niemand sonst erfährt, was gegeben wurde: Hier gab der Kultist eine Tot-Karte, und erst eine Prüfung dieses Puls-Decks wird sie zeigen.',
  },
  knife: {
    title: 'eine Abstimmung mit dem Messer',
    called:
      'In der Cafeteria wurde eine Abstimmung einberufen. Zuerst wird diskutiert; {{seat}} hält das Messer.',
    ballots:
      'Alle haben geheim abgestimmt. Niemand sieht eine fremde Stimme, bis alle gleichzeitig gezeigt werden.',
    reveal:
      'Die Stimmen werden gezeigt: ein Gleichstand. {{seat}}, der lebende Messerhalter, darf die eigene Stimme jetzt ändern.',
    knife: '{{seat}} ändert die eigene Stimme, und das entscheidet die Abstimmung.',
  },
  map: {
    title: 'Den Spielplan lesen',
    intro:
      'Der Spielplan zeigt alles auf dem Tisch, was alle sehen dürfen. Jede Markierung ist gezeichnet wie im Spiel:',
    badges:
      'Die Zeichen oben in einem Raum sind seine Abzeichen: sein Symbol, wie viele Karten sein Raum-Deck hat, wie viele Bücher noch in ihm sind und, sobald er erkundet ist, ✓ (⚠ für einen Raum mit Unsicherem Durchgang, ★ wenn er fertig ist).',
    racks:
      'Das Bücherregal hat für jede Farbe ein Regalfach. Jedes zeigt auf seinem Messingschild die Siegpunkte, die es bringt, und darunter seine Bücher im Verhältnis zu dem, was es füllt: Ein volles Regalfach bringt seine Punkte.',
    cultistSpaces:
      'Neben dem Spielplan liegen die Felder der Kultist-Marker: Dort warten die Marker verdeckt, bis ein Fehlschlag aus dem Deck Unsicherer Durchgang einen in den Raum schickt, den seine Vorderseite zeigt.',
    lake: 'Im See oben rechts beginnt der Fischmensch. Das Deck Unsicherer Durchgang kann ihn in seinen Gang holen; verscheucht, kehrt er in den See zurück.',
  },
};
