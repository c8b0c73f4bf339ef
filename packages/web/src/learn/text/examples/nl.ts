import type { LearnText } from '../en.ts';

export const examplesLearnNl: LearnText['examples'] = {
  label: 'Voorbeeld: {{title}}',
  play: 'Afspelen',
  pause: 'Pauze',
  previous: 'Vorige stap',
  next: 'Volgende stap',
  position: 'Stap {{n}} van {{total}}',
  loading: 'Het voorbeeld wordt klaargezet…',
  points: 'Bewegingspunten over: {{mp}}',
  pointsOver: 'Beweging voorbij',
  movement: {
    title: 'een Beweging, punt voor punt',
    start:
      '{{seat}} begint de Beweging op deze plek: {{loc}}, met {{mp}} Bewegingspunten. De gemarkeerde plekken liggen één deur verder.',
    first:
      '{{seat}} gaat door een deur naar {{loc}}: nog {{mp}} Bewegingspunten. De gemarkeerde plekken liggen weer één deur verder.',
    second: '{{seat}} gaat door nog een deur, naar {{loc}}: nog {{mp}} Bewegingspunt.',
    last: '{{seat}} besteedt het laatste punt aan een derde deur en blijft staan op deze plek: {{loc}}. De Beweging is voorbij, en het volgende Personage in de beurt beweegt.',
  },
  blackout: {
    title: 'een Ontmoeting in het donker',
    dark: 'Een Blikseminslag heeft de stroom uitgeschakeld. {{seat}} staat op deze plek: {{loc}}; in de hal ernaast staan twee Personages bij elkaar.',
    meet: '{{seat}} loopt binnen: {{loc}}. In het donker komen ze alle drie in één Ontmoeting.',
    recipients: 'Na elkaar wijst elk van de drie aan wie hun kaart krijgt.',
    cards:
      'Alle drie geven één kaart gedekt. Niemand anders weet wat er gegeven werd: hier gaf de Cultist een Dood-kaart, en alleen een controle van die Polsslagkaartenstapel zal die tonen.',
  },
  knife: {
    title: 'een Stemming met het Mes',
    called: 'In de Cafetaria is een Stemming uitgeroepen. Eerst overlegt iedereen; {{seat}} heeft het Mes.',
    ballots:
      'Iedereen heeft geheim gestemd. Niemand ziet de stem van een ander tot ze allemaal tegelijk getoond worden.',
    reveal:
      'De stemmen worden getoond: gelijkspel. {{seat}}, die het Mes heeft en leeft, mag nu de eigen stem wijzigen.',
    knife: '{{seat}} wijzigt de eigen stem, en dat beslist de Stemming.',
  },
  map: {
    title: 'De kaart lezen',
    intro: 'De kaart toont alles op tafel wat iedereen mag zien. Elk teken is getekend zoals in het spel:',
    badges:
      'De tekens bovenin een Kamer zijn haar badges: haar pictogram, hoeveel kaarten haar Kamerstapel heeft, hoeveel Boeken er nog in liggen en, zodra ze verkend is, ✓ (⚠ voor een Kamer met Onveilige Doorgang, ★ als ze af is).',
    racks:
      'De Boekenplank heeft een Rek per kleur. Elk Rek toont op zijn koperen plaatje de Overwinningspunten die het oplevert en daaronder zijn Boeken tegenover wat het vult: een vol Rek levert zijn punten op.',
    cultistSpaces:
      'Naast de kaart liggen de vakken voor de Cultistenfiches: de fiches wachten daar gedekt tot een Mislukt uit de Onveilige Doorgang-stapel er een naar de Kamer op de voorkant stuurt.',
    lake: 'Het Meer, rechtsboven, is waar de Visman begint. De Onveilige Doorgang-stapel kan hem naar zijn hal brengen; weggejaagd gaat hij terug naar het Meer.',
  },
};
