import type { LessonTexts } from '../../lessons/lesson.ts';

export const investigatorNl: LessonTexts = {
  steps: {
    night: {
      title: 'Je Rol en de nacht',
      text: 'Je Rol is geheim, zoals elke Rol: tik in je eigen paneel om hem te bekijken, en nog eens om hem te verbergen. Hij bepaalt je team. Een van de andere vier is een Cultist die zich tussen jullie verstopt. In de Nachtfase ziet de Cultist wie vanaf het begin dood is, en de Ziener ziet wie de Cultist is; een Onderzoeker ziet niets. Bevestig de nacht om te beginnen.',
    },
    route: {
      title: 'Je Route',
      text: 'Je geheime Routekaart noemt de Kamerkleuren waarvan je in elke Ronde de Kameracties mag gebruiken. Deze Ronde: {{colours}}. Je mag overal heen lopen: de Route beperkt alleen Kameracties, en Personage-acties zoals Een Status Controleren werken overal.',
    },
    move: {
      title: 'Je eerste beweging',
      text: 'Jij bent aan de beurt om te bewegen: je hebt {{mp}} Bewegingspunten en elke deur kost er een. Tik op een gemarkeerde Locatie op de kaart, of op een knop bij de acties, stap voor stap, en beëindig dan je beweging. Een beweging eindigt nooit waar die begon. Wie een Locatie binnengaat met precies één ander levend Personage, krijgt een Ontmoeting.',
      meet: 'Nu alleen op hun Locatie: {{names}}. Loop naar een van hen.',
    },
    encounter: {
      title: 'Een Ontmoeting',
      text: 'Je ontmoet {{names}}. Ieder legt een kaart uit de hand gedekt op de Polsslagkaartenstapel van de ander, ongezien: een Levend-kaart doet niets, een Dood-kaart is een moord die nog niemand ziet. Als Onderzoeker heb je alleen Levend-kaarten.',
      two: 'Met z’n tweeën valt er niets te kiezen: geef {{name}} je Levend-kaart.',
      many: 'Meerderen ontmoeten elkaar in het donker: kies eerst wie je kaart krijgt, en dan de kaart.',
    },
    event: {
      title: 'Een gebeurtenis',
      text: 'De Gebeurtenisfase: er komt een Gebeurtenisfiche uit het zakje: {{event}}. Het effect duurt tot de volgende gebeurtenis. De Klok bewaart de gebeurtenis van elke Ronde.',
    },
    action: {
      title: 'Je actie',
      text: 'De Actiefase: doe één actie of pas. Een Status Controleren bekijkt in het geheim de Polsslagkaartenstapel van een Personage op jouw Locatie: een Dood-kaart daarin is een moord. Kameracties vragen een Kamer die je Route deze Ronde toestaat.',
      check: 'Op jouw Locatie bij jou: {{names}}. Controleer een Status!',
    },
    check: {
      title: 'Wat je zag',
      text: 'De Polsslagkaartenstapel van {{name}} bevat {{alive}} Levend en {{dead}} Dood. Een Onderzoeker moet de waarheid zeggen: zag je een Dood-kaart, onthul die dan.',
    },
    murder: {
      title: 'Een moord onthuld',
      text: '{{name}} had een Dood-kaart in de Polsslagkaartenstapel en is nu een Spook. Spoken spelen door: ze teleporteren in plaats van te lopen, hebben geen Ontmoetingen en stemmen nog mee. Elke onthulde moord begint een Stemming.',
    },
    vote: {
      title: 'De Stemming',
      text: 'Eerst praat iedereen, dan wijst ieder in het geheim een Personage aan, of onthoudt zich. Wie meer stemmen heeft dan ieder ander en dan er onthoudingen zijn, ligt eruit en wordt een Spook. Stem de Cultist weg en de Onderzoekers winnen (tenzij de Cultist dan de Ziener aanwijst). Wie ontmoette het slachtoffer? Wie controleerde wie?',
    },
    end: {
      title: 'Het einde',
      text: 'Het spel is voorbij: de {{team}} winnen. Hieronder zijn alle Rollen en alle kaarten onthuld. Dat is het hele spel: begin een echt spel vanaf de startpagina, met vrienden of met bots.',
    },
  },
};
