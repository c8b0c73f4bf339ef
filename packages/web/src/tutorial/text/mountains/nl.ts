import type { LessonTextsOf } from './types.ts';

export const mountainsNl: LessonTextsOf = {
  steps: {
    night: {
      title: 'Met zeven aan tafel',
      text: 'Je bent weer Onderzoeker, nu op de kaart van Mountains of Chaos met zeven spelers. Twee Cultisten verstoppen zich tussen jullie, en ze kennen elkaar. Dit spel gebruikt ook de Beroepen-module: een Beroepsfiche ligt gedekt naast de kaart, en één Onderzoeker heeft in het geheim het Informantfiche. Bevestig de nacht om te beginnen.',
    },
    map: {
      title: 'De kaart van Mountains of Chaos',
      text: 'Hier komen de Gangen samen op een kruising in het midden: een stap in een Gang van een andere kleur kost 1 Bewegingspunt, zoals een deur. De Draaideur staat op de kruising en sluit één Gang af van de andere: nu {{hallway}}. Zijn deuren naar de Kamers blijven open. Na elke Bewegingsfase draait de Draaideur een kwartslag met de klok mee en blokkeert ze de volgende Gang.',
    },
    board: {
      title: 'Stap in een Lift',
      text: 'Elk van de twee Liften verbindt twee Kamers en is een eigen Locatie. Loop naar een Kamer waar een Lift staat (de kaart toont het) en stap dan in de Lift: instappen kost altijd 1 Bewegingspunt.',
    },
    ride: {
      title: 'Rijd met de Lift',
      text: 'Je staat in de Lift. Rijden is gratis: iedereen erin stapt uit in de andere Kamer, en daar aankomen kan een Ontmoeting beginnen. Rijd nu, en beëindig dan je beweging in die Kamer. Een Lift heeft stroom nodig: zonder stroom rijdt hij niet.',
    },
    door: {
      title: 'De Draaideur is gedraaid',
      text: 'De Bewegingsfase is voorbij en de Draaideur is een kwartslag gedraaid: nu blokkeert ze {{hallway}}. Een Lift waar nog iemand in staat, rijdt op dit moment vanzelf, als de stroom aan is.',
    },
    token: {
      title: 'Een Cultistenfiche',
      text: 'De Onveilige Doorgang gaf een Mislukking: een Cultistenfiche bezet nu {{room}}. Niemand kan daar een Kameractie doen tot iemand het bevecht. In dit spel krijgt het eerste Personage dat een Cultistenfiche bevecht het Beroep dat naast de kaart ligt.',
    },
    fight: {
      title: 'Bevecht de Cultist',
      text: 'Er ligt een Cultistenfiche in je Kamer. Een Cultist bevechten is een Personage-actie: je Route doet er niet toe. Bevecht hem: het fiche verlaat het spel, en het Beroep is van jou.',
    },
    detective: {
      title: 'Een Beroep: de Detective',
      text: '{{name}} vocht als eerste en kreeg het Beroep: de Detective. Er volgt een korte nacht, waarin alleen de Detective ziet wie het Informantfiche heeft: een zekere Onderzoeker. De Detective mag de tafel de waarheid vertellen, of liegen. Bevestig om verder te gaan.',
      seen: 'Je hebt het gezien: {{name}} is de Informant, een Onderzoeker die je kunt vertrouwen.',
    },
    encounter: {
      title: 'Een Ontmoeting',
      text: 'Je ontmoet {{names}}. Zoals in de eerste les legt ieder een kaart gedekt op de Polsslagkaartenstapel van de ander: een Levend-kaart doet niets, een Dood-kaart is een moord die nog niemand ziet. Als Onderzoeker heb je alleen Levend-kaarten. Kies wie je kaart krijgt, en dan de kaart.',
    },
    call: {
      title: 'Roep een Lift',
      text: 'Een Lift kun je tijdens je beweging ook roepen, gratis: sta in een Kamer waar hij stopt terwijl hij bij zijn andere halte staat. Deze Ronde moet je Route de kleur van de Kamer toestaan (Cultisten hoeven dat niet). De Lift komt naar jou; wie erin stond, stapt uit in jouw Kamer.',
      where: 'Je zou er een kunnen roepen vanuit: {{rooms}}.',
    },
    action: {
      title: 'Je actie',
      text: 'De Actiefase: doe één actie, of pas. Personage-acties, zoals Een Status Controleren of Een Cultist bevechten, werken overal; een Kameractie vraagt de kleur van de Kamer op je Route deze Ronde, en geen Cultistenfiche in de Kamer. Het Beroep krijg je maar één keer: een latere strijd bevrijdt alleen zijn Kamer.',
    },
    plan: {
      title: 'Plan rond de Draaideur',
      text: 'Deze Ronde blokkeert de Draaideur {{hallway}}; na deze Bewegingsfase draait ze en blokkeert ze {{next}}. Kies je weg, en je Lift, met dat in gedachten: de geblokkeerde Gang houdt zijn deuren naar de Kamers.',
    },
    murder: {
      title: 'Een moord onthuld',
      text: '{{name}} had een Dood-kaart in de Polsslagkaartenstapel en is nu een Spook. Elke onthulde moord begint een Stemming.',
      lost: 'Alleen levenden hebben een Beroep: het fiche van de Detective verlaat het spel.',
    },
    vote: {
      title: 'De Stemming',
      text: 'Praat, en wijs dan in het geheim een Personage aan, of onthoud je. Met twee Cultisten aan tafel eindigt het spel niet als er één uit ligt: de Onderzoekers winnen zodra ze allebei uit zijn, door de Stemming of anders. Wie ontmoette het slachtoffer?',
    },
    check: {
      title: 'Wat je zag',
      text: 'De Polsslagkaartenstapel van {{name}} bevat {{alive}} Levend en {{dead}} Dood. Een Onderzoeker moet de waarheid zeggen: zag je een Dood-kaart, onthul die dan.',
    },
    end: {
      title: 'Het einde',
      text: 'Het spel is voorbij: de {{team}} winnen. Je hebt Mountains of Chaos gezien: de Draaideur, de Liften en een Beroep. Begin een echt spel vanaf de startpagina: kies de kaart van Mountains en, met zeven of acht plaatsen, de Beroepen-module.',
    },
  },
};
