import type { ProfessionsTexts } from './types.ts';

/** No Dutch expansion book exists: the terms follow the style of the Dutch base game. */
export const professionsNl: ProfessionsTexts = {
  title: 'Beroep',
  helpPhase: {
    mayorDecision:
      'De Stemming eindigde gelijk. De levende Burgemeester beslist: een van de gelijk geëindigde Personages valt af, of niemand.',
    detectiveNight:
      'Een korte Nachtfase: iedereen sluit de ogen, alleen de Detective ziet wie het Informantfiche heeft, daarna opent iedereen de ogen. Elk scherm toont dezelfde stappen.',
  },
  name: {
    mayor: 'Burgemeester',
    detective: 'Detective',
    exorcist: 'Exorcist',
    profiler: 'Profiler',
    saboteur: 'Saboteur',
  },
  power: {
    mayor:
      'Eindigt een Stemming gelijk, dan beslist de Burgemeester: een van de gelijk geëindigde Personages valt af, of niemand.',
    detective:
      'Wordt de Detective onthuld, dan volgt een korte Nachtfase waarin alleen de Detective ziet wie de Informant is. De Detective mag de waarheid zeggen of liegen.',
    exorcist:
      'Eén keer per spel, als gratis extra actie in de eigen beurt: een Spook weer tot leven wekken (zijn open Dood-kaart gaat uit het spel) en daarna een ander levend Personage vermoorden.',
    profiler:
      'Bij het controleren van een Status (met de actie of de Camera) schudt de Profiler de Polsslagkaartenstapel niet en ziet de kaarten op volgorde, de bovenste eerst.',
    saboteur:
      'Eén keer per spel, als gratis extra actie in de eigen beurt: de Kamerstapels van twee onvoltooide Kamers met elk minstens 1 kaart ongezien verwisselen.',
  },
  token: {
    faceDown:
      'Het Beroepsfiche ligt gesloten naast het speelbord: het eerste geslaagde gevecht tegen een Cultist levert het op.',
    held: '{{seat}} is {{profession}}.',
    used: 'De kracht (één keer per spel) is gebruikt.',
    lost: 'Het Beroep {{profession}} ging verloren met de dood van {{seat}}; het fiche is uit het spel.',
    badge: 'Beroep: {{profession}}',
    badgeLost: 'Beroep verloren: {{profession}}',
    seenAtEnd: 'Het Beroepsfiche was: {{profession}}.',
  },
  mine: {
    show: 'Tik om je fiche te zien',
    hide: 'Verberg je fiche',
    title: 'Jouw Detective-hulpfiche',
    informant: 'Informant: jij bent de Informant.',
    notInformant: 'Geen Informant.',
    knownInformant: 'Je zag het als Detective: {{seat}} is de Informant.',
    pulseOrder: 'De Polsslagkaartenstapel van {{seat}}, de bovenste kaart eerst:',
    position: '{{n}}. {{card}}',
  },
  mayor: {
    title: 'De Burgemeester beslist de gelijke stand',
    you: 'De Stemming staat gelijk tussen {{tied}}. Als Burgemeester beslis jij: een van hen valt af, of niemand.',
    other: 'De Stemming staat gelijk tussen {{tied}}. {{mayor}}, de Burgemeester, beslist.',
  },
  night: {
    title: 'De korte nacht van de Detective',
    intro: 'De Detective is onthuld. Elk scherm toont dezelfde stappen; alleen de Detective ziet iets.',
    close: 'Iedereen neemt zijn Detective-hulpfiche in de hand en sluit de ogen.',
    turn: 'Iedereen draait zijn fiche open.',
    detective: 'De Detective opent de ogen en ziet wie de Informant is.',
    cover: 'Iedereen bedekt zijn fiche weer.',
    open: 'Iedereen opent de ogen.',
    sawInformant: 'Jij bent de Detective: {{seat}} is de Informant.',
    sawNothing: 'Je ogen bleven dicht: je zag niets.',
  },
  actions: {
    mayorDecides: '{{seat}} laten afvallen',
    mayorNobody: 'Niemand laten afvallen',
    exorcise: '{{ghost}} tot leven wekken, dan {{victim}} vermoorden',
    swapRoomDecks: 'De Kamerstapels van {{room}} en {{other}} verwisselen',
    exorciseTitle: 'Exorcist (één keer per spel, gratis)',
    exorciseGhost: 'Kies eerst het Spook dat weer tot leven komt.',
    exorciseVictim: 'Kies nu wie je vermoordt. {{ghost}} leeft weer.',
    revive: '{{seat}} tot leven wekken',
    murder: '{{seat}} vermoorden',
    saboteurTitle: 'Saboteur (één keer per spel, gratis)',
    saboteurFirst: 'Kies de eerste Kamer.',
    saboteurSecond: 'Kies de Kamer waarvan de stapel wisselt met die van {{room}}.',
    back: 'Terug',
    afterAction: 'Je actie is gedaan. Je kunt je Beroep deze beurt nog gebruiken, of ervan afzien.',
  },
  explain: {
    mayorDecides: 'Burgemeester: jij beslist de gelijke Stemming; wie je kiest, valt af.',
    exorcise:
      'Exorcist: het Spook leeft weer (zijn open Dood-kaart gaat uit het spel), daarna wordt het slachtoffer zonder Stemming vermoord. Gratis; je actie volgt.',
    swapRoomDecks:
      'Saboteur: de twee stapels wisselen ongezien van Kamer; de fiches blijven liggen. Gratis; je actie volgt.',
  },
  ev: {
    professionEarned: '{{seat}} krijgt het Beroep: {{profession}}.',
    professionLost: '{{seat}} sterft en verliest het Beroep {{profession}}.',
    informantSeen: 'Als Detective ziet {{seat}} dat {{informant}} de Informant is.',
    mayorDecided: 'Burgemeester {{seat}} beslist de gelijke stand tussen {{tied}}: {{eliminated}} valt af.',
    mayorDecidedNobody: 'Burgemeester {{seat}} beslist de gelijke stand tussen {{tied}}: niemand valt af.',
    exorcised: 'Exorcist {{seat}} wekt {{revived}} tot leven en vermoordt {{victim}}.',
    exorcisedCard:
      'Exorcist {{seat}} wekt {{revived}} tot leven (de open Dood-kaart gaat uit het spel) en vermoordt {{victim}}.',
    roomDecksSwapped: 'Saboteur {{seat}} verwisselt de Kamerstapels van {{room}} en {{other}}.',
    pulseOrderSeen:
      'Als Profiler ziet {{seat}} de Polsslagkaartenstapel van {{target}} op volgorde, bovenste eerst: {{cards}}.',
  },
  reveal: {
    informant: 'De Informant was {{seat}}.',
  },
};
