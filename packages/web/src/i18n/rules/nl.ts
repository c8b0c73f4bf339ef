import type { Messages } from '../types.ts';

export const rulesNl: Messages['rules'] = {
  ui: {
    rolesInPlay: 'Rollen in het spel',
    roleCount: '{{role}} × {{n}}',
    roundEvent: 'Gebeurtenis deze Ronde',
    repeats: 'Herhaalt: {{event}}',
    ability: 'Vaardigheid',
    learn: 'Leer spelen',
  },
  role: {
    investigator:
      'Geen speciale vaardigheid. Volg je Route voor Kameracties en vertel de waarheid als je een Dood-kaart vindt.',
    cultist:
      'Vermoord Onderzoekers door ze bij Ontmoetingen Dood-kaarten te geven. Je mag je Route negeren en liegen over wat je controleert. In de Nachtfase leer je de andere Cultisten kennen en wie vanaf het begin dood is.',
    seer: 'In de Nachtfase leer je wie de Cultisten zijn. Blijf verborgen: als de Cultisten jou aan het einde van het spel aanwijzen, winnen zij, wat er verder ook gebeurde.',
    radiantBeauty:
      'Waar je ook bent, levend of als Spook, er is altijd licht en stroom. Zodra je dood bent, wordt je Rol onthuld.',
    infected:
      'Zodra je dood bent, wordt je Rol onthuld en geeft niemand kaarten bij Ontmoetingen tot het einde van de volgende Ronde.',
    superGhost:
      'Als Spook mag je elke Kameractie doen zoals een levend Personage, maar je doet nog steeds nooit mee aan Ontmoetingen. Zodra je dood bent, wordt je Rol onthuld.',
    mechanic: 'Zolang je leeft, mag je je Route negeren: elke Kameractie staat voor je open.',
    greenhorn:
      'Je sterft en wordt een Spook zodra je de Camera gebruikt of een Stemming oproept (je stemt dan als Spook mee).',
    butterfingers:
      'Je sterft nadat je het Mes hebt gebruikt, waarvoor dan ook, zelfs als een gebeurtenis je daartoe dwingt.',
    crybaby:
      'Je sterft nadat je een dood Personage moest onthullen bij het controleren van een Status of bij de gebeurtenis Valse Ogen Kijken Toe.',
    firestarter:
      'Je stapel heeft een Sabotage- en een Mislukt-kaart in plaats van 2 Succes-kaarten. Heb je aan het einde van Ronde 5 nog een van die rode kaarten in je hand, dan sterf je.',
    assassin:
      'Eén keer per spel mag je, levend, je Rol onthullen en een Personage op je Locatie vermoorden. Er volgt geen Stemming; was het de laatste levende Cultist, dan eindigt het spel.',
  },
  event: {
    lightningStrike:
      'De stroom slaat om: uit als hij aan was, aan als hij uit was. Zonder stroom werkt de Camera niet en hebben 2 of meer levende Personages op één plek een Ontmoeting. Hij komt terug met een nieuwe Blikseminslag of door de Stroomvoorziening weer op gang te brengen.',
    secretDoors:
      'Tot de volgende gebeurtenis zijn alle Kamers van dezelfde kleur met elkaar verbonden: je kunt van de ene naar de andere gaan en in een tweelingkamer handelen. Dat kan meteen Ontmoetingen veroorzaken.',
    noConnection:
      'Tot de volgende gebeurtenis mag niemand praten (de chat is dicht). Opmerkingen over het spelverloop mogen, en Stemmingen gaan gewoon door.',
    falseEyes:
      'Wie levend het Mes heeft, mag in het geheim de Polsslagkaartenstapel van een ander levend Personage controleren en beslist of een moord onthuld wordt, wat een Stemming start. Is die dood, dan gebeurt er niets.',
    lifelines:
      'Het Mes wijst, ook als Spook, 2 levende Personages aan (3 bij 7–8 spelers), zichzelf mag ook. Elk schudt zijn Polsslagkaartenstapel en onthult de bovenste kaart: een Dood-kaart blijft open en maakt er een Spook van; een Levend-kaart gaat gedekt terug. Is iemand vermoord, dan volgt een Stemming.',
    boostedMorale: 'Elk Personage heeft in de volgende Bewegingsfase 1 Bewegingspunt extra.',
    inControl:
      'Wie levend het Mes heeft, mag een Gebeurtenisfiche uit het Zakje trekken, die in het geheim bekijken en daarna uit het spel nemen of terugleggen. Wat het was mag verteld worden, of gelogen.',
    portalOpens:
      'De Poort gaat open in de groene Kamer. Sluiten twee levende Personages hem daar samen binnen 3 Rondes (2 bij 7–8 spelers), dan hebben de Onderzoekers 1 OP minder nodig; anders 1 OP meer.',
    brokenPanes:
      'De bovenste 2 kaarten van de Trekstapel worden in de Onveilige Doorgang geschud. Dan wordt 1 kaart van de Onveilige Doorgang onthuld, uitgevoerd en teruggeschud.',
    lostMorale:
      'Elk levend Personage heeft in de volgende Bewegingsfase 1 Bewegingspunt minder. Spoken hebben er geen last van.',
    mirror:
      'De gebeurtenis van de vorige Ronde gebeurt opnieuw. In Ronde 1 gebeurt er niets; na De Poort Gaat Open blijft de Poort 1 Ronde langer open.',
  },
};
