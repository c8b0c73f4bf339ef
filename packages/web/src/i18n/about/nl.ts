import type { AboutTexts } from './types.ts';

export const aboutNl: AboutTexts = {
  link: 'Over deze site',
  title: 'Over deze site',
  intro: 'Among Cultists online gespeeld: wat je hier ziet, wie het maakte en onder welke licentie.',
  art: {
    title: 'De vormgeving',
    text: 'De kaart, het embleem, de markeringen en de kleuren van deze site zijn voor dit project gemaakt. Niets daarvan is werk van de uitgever: er wordt hier geen afbeelding uit de doos, de kaarten of de spelregels van het bordspel gebruikt.',
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
    text: 'Het enige geluid, het signaal dat jij aan de beurt bent (twee zachte tonen, uit tot je het aanzet), wordt voor dit project in je browser gemaakt: er wordt geen geluidsbestand gebruikt. Elk geluid dat later komt, wordt voor dit project gemaakt of valt onder een vrije licentie, en wordt hier genoemd.',
  },
  licence: 'Lees de licentie',
};
