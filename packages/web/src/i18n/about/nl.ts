import type { AboutTexts } from './types.ts';

export const aboutNl: AboutTexts = {
  link: 'Over deze site',
  title: 'Over deze site',
  intro: 'Among Cultists online gespeeld: wat je hier ziet, wie het maakte en onder welke licentie.',
  art: {
    title: 'De vormgeving',
    text: 'De kaart, het embleem (ook het pictogram van de geïnstalleerde app), de markeringen en de kleuren van deze site zijn voor dit project gemaakt. Niets daarvan is werk van de uitgever: er wordt hier geen afbeelding uit de doos, de kaarten of de spelregels van het bordspel gebruikt.',
  },
  fonts: {
    title: 'Lettertypen',
    text: 'Door deze site zelf geleverd, nooit van een andere geladen. Alle drie vallen onder de SIL Open Font License 1.1.',
    display: 'titels',
    body: 'de tekst',
    note: 'het notitieboek',
    entry: '{{font}} van {{designer}}, voor {{use}}',
  },
  icons: {
    title: 'Symbolen',
    text: 'De symbolen naast de woorden (het Mes, de Stemfiche, een Spook…) komen van game-icons.net, van {{authors}}, onder de licentie Creative Commons Naamsvermelding 3.0, ongewijzigd gebruikt.',
    list: 'Elk symbool en wie het tekende',
    entry: '‘{{icon}}’ van {{author}}',
  },
  sound: {
    title: 'Geluiden',
    text: 'Elk geluid wordt voor dit project in je browser gemaakt, met de Web Audio API: er wordt geen geluidsbestand gebruikt of gedownload. Het zijn er acht, alle uit tot je het geluid aanzet: twee zachte tonen als jij aan de beurt bent, het schuiven van een kaart die in een Ontmoeting wordt doorgegeven (hetzelfde voor elke kaart), een stap en een deurklink als iemand beweegt, een handbel als een Stemming wordt uitgeroepen, donder bij een Blikseminslag of stroomstoring, een hartslag als de Nacht valt, en een stijgende of dalende frase voor winst en verlies.',
  },
  licence: 'Lees de licentie',
};
