import type { LearnText } from './en.ts';
import { examplesLearnNl } from './examples/nl.ts';
import { mountainsLearnNl } from './mountains/nl.ts';
import { professionsLearnNl } from './professions/nl.ts';

export const learnNl: LearnText = {
  title: 'Leer spelen',
  intro:
    'Among Cultists is een spel met verborgen rollen voor {{min}} tot {{max}} spelers. De meesten van jullie zijn Onderzoekers van een geheim genootschap, opgesloten in een spookuniversiteit; een of twee van jullie zijn Cultisten die hen dood willen. Niemand weet wie wie is.',
  contents: 'Inhoud',
  goal: {
    title: 'Het doel',
    investigators:
      'De Onderzoekers winnen zodra ze hun doel aan Overwinningspunten halen door Boeken naar de Boekenplank te brengen, of wanneer elke Cultist is weggestemd of vermoord.',
    cultists:
      'De Cultisten winnen als er genoeg Onderzoekers dood zijn, of als de Onderzoekers hun doel aan het einde van Ronde {{rounds}} niet hebben gehaald. Is er een Ziener in het spel, dan kunnen de Cultisten ook winnen door hem aan het einde aan te wijzen.',
  },
  round: {
    title: 'Een Ronde',
    text: 'Het spel duurt hoogstens {{rounds}} Rondes. Voor de eerste laat de Nachtfase iedereen zijn Rol zien. Elke Ronde heeft daarna vier fasen:',
    event:
      'Wie het Mes heeft, trekt een Gebeurtenisfiche uit het Zakje: die verandert de regels tot de volgende getrokken wordt.',
  },
  movement: {
    title: 'Beweging',
    mapCaption:
      'De universiteit aan het begin van een echt spel met {{players}} spelers: Kamers in zes kleuren, Gangen daartussen en de deuren, die elk 1 Bewegingspunt kosten.',
    text: 'Elke deur waar je door gaat kost 1 Bewegingspunt. Je mag stoppen voordat je punten op zijn, maar een Beweging mag nooit eindigen waar ze begon, en een plek betreden waar een ander levend Personage staat kan een Ontmoeting starten.',
    fishman:
      'De Visman begint in het Meer, rechtsboven op de kaart. Is hij de universiteit binnengekomen, dan staat hij in een hal, en alleen een levend Personage met het Mes mag die betreden.',
  },
  encounters: {
    title: 'Ontmoetingen en de Polsslagkaartenstapel',
    cards:
      'In je hand heb je Ontmoetingskaarten (Levend en Dood) om bij Ontmoetingen te geven, en Kamerkaarten (Succes, Mislukt, Sabotage) voor de Kamers. Alleen Cultisten beginnen met Dood-kaarten in hun hand.',
    cardsCaption: 'De kaarten van het spel',
  },
  events: {
    title: 'Gebeurtenissen',
    text: 'In het Zakje zitten {{tokens}} Gebeurtenisfiches; in elke Gebeurtenisfase wordt er één getrokken, die voor die Ronde op de Klok komt.',
    count: '× {{n}}',
    lifelines:
      'Uit de uitbreiding Mountains of Chaos, optioneel: een spel met Levenslijnen doet dit fiche in het Zakje in plaats van {{replaced}}.',
  },
  actions: {
    title: 'Acties',
    text: 'In de Actiefase doet elk Personage één actie of past. Levenden kunnen overal een Personage-actie doen. Een Kameractie vraagt de juiste Kamer, en Onderzoekers mogen alleen de Kamers gebruiken die hun Routekaart deze Ronde toestaat.',
    routeCaption:
      'Een Routekaart uit een echt spel: elke regel noemt de Kamerkleuren die de eigenaar in die Rondes mag gebruiken.',
    character: 'Personage-acties',
    room: 'Kameracties',
    books:
      'Door een Kamer te controleren komen Boeken op de Boekenplank: elk vol Rek levert zijn Overwinningspunten op.',
    drawPileState:
      'Daarna gaat de bovenste kaart van de Trekstapel gedekt op de Kamerstapel van de Kamer waar het gecontroleerde Personage staat, of in de Onveilige Doorgang-stapel als het in een hal staat.',
    drawPileCamera:
      'Controleert de Camera de Toestand van een Personage, dan gaat ook de bovenste kaart van de Trekstapel gedekt op de Kamerstapel van diens Kamer, of in de Onveilige Doorgang-stapel als het in een hal staat.',
  },
  action: {
    checkState: 'Een Status controleren',
    secureHallway: 'Een Gang veilig stellen',
    fightCultist: 'Een Cultist bevechten',
    scareFishman: 'De Visman wegjagen',
    assassinate: 'Een Personage vermoorden',
    fillRoom: 'De Kamerstapel aanvullen',
    checkRoom: 'Een Kamer controleren',
    initiateVote: 'Oproepen om te stemmen',
    useCamera: 'De Camera gebruiken',
    restartPower: 'De Stroomvoorziening weer op gang brengen',
    closePortal: 'De Poort sluiten',
  },
  votes: {
    title: 'Stemmingen',
    when: 'Er moet gestemd worden telkens als een moord onthuld wordt; daarnaast mag een levend Personage één keer per Ronde in de Cafetaria een Stemming oproepen. Wie weggestemd wordt, wordt een Spook, en een Cultist zegt dat alleen als hij de laatste levende was.',
  },
  ghosts: {
    title: 'Spoken',
    text: 'De doden liggen niet uit het spel. Je kunt zelfs dood zijn zonder het te weten: een Dood-kaart in je Polsslagkaartenstapel telt zodra iemand hem vindt, en aan het einde van het spel.',
    mapCaption:
      'Een echte stelling in Ronde {{round}}: de Visman is uit het meer gekomen en blokkeert een Gang, een Cultistenfiche sluit een Kamer af, een Spook staat in de {{ghost}} en twee levende Personages delen de {{meeting}}.',
    rules:
      'Zodra de dood van een Personage bekend is, wordt het een Spook. Spoken hebben nooit Ontmoetingen, mogen stemmen maar geen Stemming uitroepen, en mogen alleen Kamerstapels aanvullen of Kamers controleren.',
  },
  winning: {
    title: 'Hoe elk team wint, per aantal spelers',
    text: 'Met {{four}} spelers doet de AUTOMA mee als extra Onderzoeker-personage en geldt de kolom voor {{five}}; {{six}} spelers mogen hem toevoegen en spelen de kolom voor {{seven}}.',
    caption: 'Doelen en startkaarten per aantal spelers',
    players: 'Spelers',
    cultists: 'Cultisten',
    vpTarget: 'Overwinningspunten die de Onderzoekers nodig hebben',
    killTarget: 'Dode Onderzoekers die de Cultisten nodig hebben',
    investigatorDeck: 'Stapel van elke Onderzoeker',
    cultistDeck: 'Stapel van elke Cultist',
    pulseStart: 'Startstapel met Polsslagkaarten',
    portal: 'Rondes om de Poort te sluiten',
    knife: 'Levende houder van het Mes bij Stemmingen',
    knifeChange: 'mag zijn stem wijzigen',
    knifeDouble: 'telt dubbel',
    none: 'geen',
    scoreCaption:
      'Het scorespoor: de behaalde Overwinningspunten (cirkel) en het doel (driehoek), dat de Poort 1 plaats kan verschuiven.',
    edition:
      'De stapels in deze tabel volgen de 2e editie van de spelregels, zoals elk spel tenzij anders gevraagd. De stapels van de 1e editie verschillen bij {{counts}} spelers; een spel krijgt ze met de regeloptie deckEdition=first (in de opdrachtregelprogramma’s: --rule deckEdition=first).',
  },
  roles: {
    title: 'Rollen',
    text: 'Speciale Rollen vervangen gewone Onderzoekers. Allemaal behalve de Cultist horen bij het team van de Onderzoekers, maar sommige zijn handicaps die de Cultisten helpen. Loyaliteit zegt hoeveel een Rol de kant helpt die hij steunt.',
    team: 'Team',
    helps: 'Helpt',
    loyalty: 'Loyaliteit',
  },
  automa: {
    title: 'De AUTOMA',
    who: 'De AUTOMA is een Personage dat het spel volgens vaste regels speelt. Zijn Routekaart ligt open, zijn kaarten blijven verborgen en zijn Rol wordt verdeeld zoals ieders Rol: hij kan in het geheim een Cultist zijn.',
    moves:
      'Hij gaat naar de eerste Kamer op zijn huidige Routeregel die nog niet afgerond is, en blijft daar staan. Bij Ontmoetingen geeft hij de bovenste kaart van zijn Ontmoetingsstapel. In een Kamer bevecht hij een Cultistenfiche, vult hij een onontdekte Kamerstapel aan of controleert hij een onderzochte Kamer; in een Gang stelt hij de Gang veilig. Het Mes gebruikt hij nooit.',
    votes:
      'Bij Stemmingen onthoudt hij zich, dubbel zolang hij het Mes heeft. Is hij de enige Cultist en wordt hij weggestemd, dan worden meteen de dode Onderzoekers geteld: zijn het er genoeg, dan winnen de Cultisten.',
  },
  examples: examplesLearnNl,
  mountains: mountainsLearnNl,
  professions: professionsLearnNl,
  glossary: {
    title: 'Woorden van het spel',
  },
};
