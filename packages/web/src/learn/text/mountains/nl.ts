import type { LearnText } from '../en.ts';

export const mountainsLearnNl: LearnText['mountains'] = {
  title: 'De kaarten van Mountains of Chaos',
  intro:
    'De uitbreiding Mountains of Chaos heeft eigen kaarten, voor 4-6, 7 en 8 spelers; wie het spel aanmaakt, kiest de kaart. De Kamers ken je al; de Gangen, de Draaideur en twee Liften zijn nieuw.',
  mapCaption:
    'Een kaart van Mountains of Chaos aan het begin van een echt spel met {{players}} spelers: vier gekleurde Gangen komen samen bij de kruising in het midden, waar de Draaideur {{hallway}} blokkeert.',
  hallways:
    'Verbonden Gangen: de Gangen A, B, C en D komen samen bij een kruising in het midden, elk in een eigen kleur. Je betaalt 1 Bewegingspunt voor elke deur die je doorgaat en voor elke wissel van Gangkleur. Van de Beveiligingskamer naar de groene Kamer kost 3: Gang A in, Gang D in, en door de deur de groene Kamer in.',
  door: 'De Draaideur staat op de kruising en blokkeert één Gang: via de kruising kun je die niet in of uit, maar de deuren naar de Kamers blijven open. Ze begint op C en draait na elke Bewegingsfase een kwartslag met de klok mee: C, D, A, B en dan weer C.',
  doorCaption: 'De Gang die de Draaideur in elke Ronde blokkeert',
  round: 'Ronde',
  blocked: 'Geblokkeerd',
  elevators:
    'Elke Lift verbindt twee Kamers en is een eigen Locatie: {{first}}; {{second}}. Hij staat altijd bij een van zijn twee Kamers.',
  link: '{{elevator}} tussen {{a}} en {{b}} (begint bij {{start}})',
  board:
    'Instappen kost 1 Bewegingspunt, vanuit de Kamer waar de Lift staat. Rijden tijdens je eigen Beweging is gratis: hij gaat naar zijn andere Kamer en iedereen erin stapt daar uit, wat een Ontmoeting kan starten.',
  auto: 'Na de Bewegingsfase rijdt elke Lift met iemand erin vanzelf, zolang de stroom aan is.',
  call: 'Sta je in een van zijn Kamers terwijl hij bij de andere staat, dan mag je hem gratis roepen, als je Route die Kamer deze Ronde toestaat. Cultisten hoeven hun Route niet te volgen.',
  power: 'Bij stroomuitval rijdt een Lift niet, maar je kunt nog wel in- en uitstappen.',
  ghosts: 'Spoken teleporteren zoals altijd en kunnen geen Lift in.',
  victory:
    'Op deze kaarten hebben de Onderzoekers meer Overwinningspunten nodig; de doelen van de Cultisten blijven gelijk.',
  victoryCaption: 'Overwinningspunten die de Onderzoekers nodig hebben op de kaarten van Mountains of Chaos',
  players: 'Spelers',
  vpTarget: 'Overwinningspunten',
};
