import type { Messages } from '../types.ts';

export const mapuiNl: Messages['mapui'] = {
  frame: 'Kaartweergave',
  keys: 'Als de kaart de focus heeft: + en − zoomen, de pijltjestoetsen verschuiven de weergave, 0 zet haar terug. Sleep om te verschuiven, knijp of scrol om te zoomen.',
  tools: 'Zoom',
  reset: 'Weergave terugzetten',
  stackCount: '+{{n}}',
  // The Victory Points a full rack scores, printed on its edge.
  rackVp: '{{vp}} OP',
  stack: '{{more}} meer hier: {{names}}',
  short: {
    orange1: 'Oranje 1',
    orange2: 'Oranje 2',
    darkblue1: 'Donkerblauw 1',
    darkblue2: 'Donkerblauw 2',
    darkblue3: 'Donkerblauw 3',
    pink1: 'Roze 1',
    pink2: 'Roze 2',
    pink3: 'Roze 3',
    cafeteria: 'Cafetaria',
    library: 'Groene Kamer',
    security: 'Beveiligingskamer',
  },
  legend: {
    title: 'Kaartlegenda',
    reachable: { term: 'Gestippelde gele rand', text: 'Daar kun je nu heen: tik erop.' },
    focus: { term: 'Wit kader, lichtere kamer', text: 'Waar het toetsenbord staat; Enter gaat erheen.' },
    disc: {
      term: 'Personageschijfje',
      text: 'Een Personage: zijn portret in de ring van zijn kleur, met zijn nummer, zoals overal waar het genoemd wordt.',
    },
    knife: { term: 'Gele ring', text: 'Het Mes: wie het heeft is de Startspeler.' },
    ghost: { term: 'Vaag gestippeld schijfje (†)', text: 'Een Spook.' },
    stack: {
      term: 'Schijfje met ‘+3’',
      text: 'Daar staan nog drie personages; tik erop (of geef het focus) om ze op te sommen.',
    },
    deck: { term: 'Kamerstapel', text: 'Hoeveel gesloten Kamerkaarten de Kamer heeft.' },
    books: { term: 'Boeken', text: 'Boeken die nog in de Kamer liggen.' },
    cultistToken: {
      term: 'Cultistenfiche',
      text: 'In zijn Kamer is geen Kameractie mogelijk tot een Personage het bevecht.',
    },
    setAside: { term: 'Apart gelegde Cultistenfiches', text: 'Gesloten, buiten de Universiteit.' },
    rack: {
      term: 'Rek',
      text: 'Boeken erop / plaats erop; een vol rek levert de Overwinningspunten op zijn rand op (★).',
    },
    explored: { term: '✓ onderzocht', text: 'Zijn Kamerfiche is omgedraaid.' },
    unsafe: { term: '⚠ Onveilige Doorgang', text: 'Zijn Kamerfiche toonde het symbool Onveilige Doorgang.' },
    finished: { term: '★ afgerond', text: 'Er liggen geen boeken meer: daar niet aanvullen of controleren.' },
    door: { term: 'Deur', text: 'Erdoor gaan kost 1 Bewegingspunt.' },
    fishman: { term: 'Visman', text: 'Wacht in het Meer of blokkeert een Gang.' },
    portal: { term: 'Poort', text: 'Open in de Bibliotheek.' },
  },
};
