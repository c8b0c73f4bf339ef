import type { LessonTexts } from '../../lessons/lesson.ts';

export const cultistNl: LessonTexts = {
  steps: {
    night: {
      title: 'Jij bent de Cultist',
      text: 'Bekijk je Rol in je eigen paneel: jij bent de Cultist, de andere vier zijn Onderzoekers. In de Nachtfase ziet een Cultist wie vanaf het begin dood is: {{dead}}. Die Onderzoeker telt al mee voor je overwinning. Bevestig de Nacht om te beginnen.',
      alone:
        'Met vijf spelers ben jij de enige Cultist: er is geen mede-Cultist om te kennen, en niemand kent jou, behalve de Ziener, verborgen tussen de Onderzoekers.',
      others: 'Je mede-Cultisten, die jou ook kennen: {{names}}.',
    },
    route: {
      title: 'Je Route, een vermomming',
      text: 'Je hebt een Routekaart zoals iedereen, maar als Cultist mag je die negeren: elke Kameractie staat je vrij, wat er ook op staat. Wie Ronde na Ronde Kamers buiten zijn Route gebruikt, valt op, dus speel zoals een Onderzoeker zou doen.',
    },
    move: {
      title: 'Zoek iemand die alleen is',
      text: 'Jij bent aan de beurt om te bewegen: {{mp}} Bewegingspunten, één per deur. Een Ontmoeting met precies twee heeft geen getuige: loop naar een Personage dat alleen staat en beëindig daar je beweging.',
      meet: 'Nu alleen: {{names}}.',
    },
    encounter: {
      title: 'Een moord zonder getuige',
      text: 'Je ontmoet {{names}}. Ieder legt een kaart gedekt op de Polsslagkaartenstapel van de ander; niemand ziet hem, zelfs niet wie hem krijgt.',
      murder: 'Geef {{name}} een Dood-kaart: dat is een moord, en niemand weet het.',
      spare: '{{name}} is al dood: nog een Dood-kaart voegt niets toe. Geef een Levend-kaart.',
      many: 'Meer dan twee ontmoeten elkaar in het donker: kies eerst wie je kaart krijgt, dan de kaart. Met meer mensen in de buurt is een moord riskanter.',
    },
    murder: {
      title: 'Niemand zag het',
      text: '{{name}} heeft nu jouw Dood-kaart: vermoord. Niemand weet het, {{name}} ook niet, tot iemand die Polsslagkaartenstapel controleert. {{name}} speelt door alsof er niets is.',
    },
    pass: {
      title: 'Je actie',
      text: 'De Actiefase: doe één actie of pas. Niemand bij jou is voor zover je weet dood, dus er valt nog niets te verbergen: pas, of doe wat een Onderzoeker zou doen.',
    },
    notYet: {
      title: 'De overwinning opeisen? Nog niet',
      text: 'Einde van de Ronde. Als enige Cultist mag je nu de overwinning opeisen: je maakt jezelf bekend en elke Polsslagkaartenstapel wordt gecontroleerd. Je hebt {{needed}} dode Onderzoekers nodig en je weet van {{count}} ({{names}}). Nu opeisen zou fout zijn, en wie ten onrechte opeist, verliest meteen. Beëindig de Ronde.',
    },
    again: {
      title: 'Nog een moord',
      text: 'Je weet van {{count}} doden van de {{needed}} die je nodig hebt ({{names}}). Loop weer naar iemand die alleen staat voor een tweede moord.',
      meet: 'Nu alleen: {{names}}.',
    },
    checkDead: {
      title: 'Een Status controleren, als leugenaar',
      text: 'Bij jou staat {{names}}, van wie je weet dat die dood is. Controleer de Status: je zult de Dood-kaart zien.',
    },
    conceal: {
      title: 'Verberg de Dood-kaart',
      text: 'De Polsslagkaartenstapel van {{name}} bevat {{alive}} Levend en {{dead}} Dood. Een Onderzoeker moet een Dood-kaart onthullen; een Cultist mag hem verbergen. Beëindig de controle zonder te onthullen: {{name}} telt als levend tot de waarheid uitkomt, en jij lijkt een zorgvuldige Onderzoeker.',
    },
    claim: {
      title: 'Eis de overwinning op!',
      text: 'Nu zijn {{count}} van de {{needed}} dood ({{names}}): eis de overwinning op. Dat wordt meteen gecontroleerd: klopt het, dan winnen de Cultisten; klopt het niet, dan verlies je. Had een Stemming je vóór je opeising weggestemd, dan had je verloren, hoeveel je er ook had gedood: eis op zodra het klopt.',
    },
    end: {
      title: 'Het einde',
      text: 'Het spel is voorbij: de {{team}} winnen. Hieronder zijn elke Rol en elke kaart onthuld: zie wie je vermoord hebt en wiens kaart je verborgen hebt.',
    },
  },
};
