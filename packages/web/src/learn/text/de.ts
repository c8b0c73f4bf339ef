import type { LearnText } from './en.ts';
import { examplesLearnDe } from './examples/de.ts';
import { mountainsLearnDe } from './mountains/de.ts';
import { professionsLearnDe } from './professions/de.ts';

export const learnDe: LearnText = {
  title: 'Spielregeln lernen',
  intro:
    'Among Cultists ist ein Spiel mit geheimen Gesinnungen für {{min}} bis {{max}} Personen. Die meisten von euch sind Ermittler eines Geheimbunds, eingeschlossen in einer Spukuniversität; ein oder zwei von euch sind Kultisten, die sie tot sehen wollen. Niemand weiß, wer wer ist.',
  contents: 'Inhalt',
  goal: {
    title: 'Das Ziel',
    investigators:
      'Die Ermittler gewinnen, sobald sie ihr Siegpunkte-Ziel erreichen, indem sie Bücher ins Bücherregal bringen, oder wenn jeder Kultist abgewählt oder ermordet wurde.',
    cultists:
      'Die Kultisten gewinnen, wenn genug Ermittler tot sind oder wenn die Ermittler ihr Ziel bis zum Ende von Runde {{rounds}} nicht erreicht haben. Ist ein Seher im Spiel, können die Kultisten auch gewinnen, indem sie ihn am Ende benennen.',
  },
  round: {
    title: 'Eine Runde',
    text: 'Das Spiel dauert höchstens {{rounds}} Runden. Vor der ersten zeigt die Nachtphase allen ihre Gesinnung. Jede Runde hat dann vier Phasen:',
    event:
      'Wer das Messer hält, zieht einen Ereignismarker aus dem Beutel: Er ändert die Regeln, bis der nächste gezogen wird.',
  },
  movement: {
    title: 'Bewegung',
    mapCaption:
      'Die Universität zu Beginn einer echten Partie mit {{players}} Personen: Räume in sechs Farben, Gänge dazwischen und die Türen, die je 1 Bewegungspunkt kosten.',
    text: 'Jede Tür, durch die du gehst, kostet 1 Bewegungspunkt. Du darfst anhalten, bevor die Punkte aufgebraucht sind, aber eine Bewegung darf nie dort enden, wo sie begann, und wer einen Ort betritt, an dem ein anderer lebender Charakter steht, kann eine Begegnung auslösen.',
    fishman:
      'Der Fischmensch beginnt im See oben rechts auf dem Spielplan. Ist er in die Universität gekommen, steht er in einem Gang, und nur ein lebender Charakter mit dem Messer darf diesen betreten.',
  },
  encounters: {
    title: 'Begegnungen und das Puls-Deck',
    cards:
      'Auf der Hand hast du Begegnungskarten (Lebend und Tot) für Begegnungen und Raumkarten (Erfolg, Fehlschlag, Sabotage) für die Räume. Nur Kultisten beginnen mit Tot-Karten auf der Hand.',
    cardsCaption: 'Die Karten des Spiels',
  },
  events: {
    title: 'Ereignisse',
    text: 'Im Beutel liegen {{tokens}} Ereignismarker; in jeder Ereignisphase wird einer gezogen und für diese Runde auf die Uhr gelegt.',
    count: '× {{n}}',
    lifelines:
      'Aus der Erweiterung Mountains of Chaos, freiwillig: Ein Spiel mit Lebenslinien legt diesen Marker anstelle von {{replaced}} in den Beutel.',
  },
  actions: {
    title: 'Aktionen',
    text: 'In der Aktionsphase führt jeder Charakter eine Aktion aus oder passt. Lebende können überall eine Charakter-Aktion ausführen. Eine Raum-Aktion braucht den passenden Raum, und Ermittler dürfen nur die Räume nutzen, die ihre Routenkarte in dieser Runde erlaubt.',
    routeCaption:
      'Eine Routenkarte aus einer echten Partie: Jede Zeile nennt die Raumfarben, die ihr Besitzer in diesen Runden nutzen darf.',
    character: 'Charakter-Aktionen',
    room: 'Raum-Aktionen',
    books:
      'Wer einen Raum prüft, bringt Bücher ins Bücherregal: Jedes volle Regalfach bringt seine Siegpunkte.',
    drawPileState:
      'Danach kommt die oberste Karte des Nachziehstapels verdeckt auf das Raum-Deck des Raums, in dem der geprüfte Charakter steht, oder in das Deck Unsicherer Durchgang, wenn er in einem Gang steht.',
    drawPileCamera:
      'Prüft die Kamera den Zustand eines Charakters, kommt ebenso die oberste Karte des Nachziehstapels verdeckt auf das Raum-Deck seines Raums, oder in das Deck Unsicherer Durchgang, wenn er in einem Gang steht.',
  },
  action: {
    checkState: 'Zustand prüfen',
    secureHallway: 'Gang sichern',
    fightCultist: 'Kultisten bekämpfen',
    scareFishman: 'Fischmenschen verscheuchen',
    assassinate: 'Charakter ermorden',
    fillRoom: 'Raum-Deck auffüllen',
    checkRoom: 'Raum prüfen',
    initiateVote: 'Abstimmung einleiten',
    useCamera: 'Kamera benutzen',
    restartPower: 'Strom wieder einschalten',
    closePortal: 'Portal schließen',
  },
  votes: {
    title: 'Abstimmungen',
    when: 'Eine Abstimmung muss stattfinden, sobald ein Mord aufgedeckt wird; außerdem darf ein lebender Charakter einmal pro Runde in der Cafeteria eine einleiten. Wer abgewählt wird, wird ein Geist, und ein Kultist sagt es nur, wenn er der letzte lebende war.',
  },
  ghosts: {
    title: 'Geister',
    text: 'Tote scheiden nicht aus. Du kannst sogar tot sein, ohne es zu wissen: Eine Tot-Karte in deinem Puls-Deck zählt, sobald jemand sie findet, und am Spielende.',
    mapCaption:
      'Eine echte Stellung in Runde {{round}}: Der Fischmensch ist aus dem See gekommen und blockiert einen Gang, ein Kultist-Marker sperrt einen Raum, ein Geist steht im Raum „{{ghost}}“, und zwei lebende Charaktere teilen sich den Raum „{{meeting}}“.',
    rules:
      'Sobald der Tod eines Charakters bekannt ist, wird er zum Geist. Geister haben nie Begegnungen, dürfen abstimmen, aber keine Abstimmung einberufen, und dürfen nur Raum-Decks auffüllen oder Räume prüfen.',
  },
  winning: {
    title: 'Wie jedes Team gewinnt, nach Personenzahl',
    text: 'Mit {{four}} Personen spielt der AUTOMA als zusätzlicher Ermittler-Charakter mit, und es gilt die Spalte für {{five}}; {{six}} Personen dürfen ihn dazunehmen und spielen die Spalte für {{seven}}.',
    caption: 'Ziele und Startkarten nach Personenzahl',
    players: 'Personen',
    cultists: 'Kultisten',
    vpTarget: 'Siegpunkte, die die Ermittler brauchen',
    killTarget: 'Tote Ermittler, die die Kultisten brauchen',
    investigatorDeck: 'Deck jedes Ermittlers',
    cultistDeck: 'Deck jedes Kultisten',
    pulseStart: 'Puls-Startdeck',
    portal: 'Runden, um das Portal zu schließen',
    knife: 'Lebende Person mit dem Messer bei Abstimmungen',
    knifeChange: 'darf ihre Stimme ändern',
    knifeDouble: 'zählt doppelt',
    none: 'keins',
    scoreCaption:
      'Die Siegpunkteleiste: bisherige Siegpunkte (Kreis) und das Ziel (Dreieck), das das Portal um 1 verschieben kann.',
    edition:
      'Die Decks in dieser Tabelle folgen der 2. Auflage der Spielregel, wie jedes Spiel, wenn nichts anderes verlangt wird. Die Decks der 1. Auflage unterscheiden sich bei {{counts}} Personen; ein Spiel bekommt sie mit der Regeloption deckEdition=first (in den Kommandozeilen-Werkzeugen: --rule deckEdition=first).',
  },
  roles: {
    title: 'Gesinnungen',
    text: 'Besondere Gesinnungen ersetzen einfache Ermittler. Alle außer dem Kultisten gehören zum Team der Ermittler, doch manche sind Handicaps, die den Kultisten helfen. Die Loyalität sagt, wie sehr eine Gesinnung der Seite hilft, die sie unterstützt.',
    team: 'Team',
    helps: 'Hilft',
    loyalty: 'Loyalität',
  },
  automa: {
    title: 'Der AUTOMA',
    who: 'Der AUTOMA ist ein Charakter, den das Spiel nach festen Regeln spielt. Seine Routenkarte liegt offen, seine Karten bleiben verdeckt, und seine Gesinnung wird wie jede andere verteilt: Er kann heimlich ein Kultist sein.',
    moves:
      'Er steuert den ersten Raum seiner aktuellen Routenzeile an, der noch nicht abgeschlossen ist, und bleibt dort stehen. In Begegnungen gibt er die oberste Karte seines Begegnungsstapels. In einem Raum bekämpft er einen Kultist-Marker, füllt ein unerkundetes Raum-Deck auf oder prüft einen erkundeten Raum; in einem Gang sichert er den Gang. Das Messer benutzt er nie.',
    votes:
      'Bei Abstimmungen enthält er sich, doppelt, solange er das Messer hält. Ist er der einzige Kultist und wird abgewählt, werden sofort die toten Ermittler gezählt: Sind es genug, gewinnen die Kultisten.',
  },
  examples: examplesLearnDe,
  mountains: mountainsLearnDe,
  professions: professionsLearnDe,
  glossary: {
    title: 'Begriffe des Spiels',
  },
};
