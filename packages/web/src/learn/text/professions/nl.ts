import type { LearnText } from '../en.ts';

export const professionsLearnNl: LearnText['professions'] = {
  title: 'Beroepen (Mountains of Chaos)',
  intro:
    'Een optionele module van de uitbreiding, voor tafels met 2 Cultisten: 7 of 8 spelers, of 6 met de AUTOMA. Ze werkt op elk speelbord; de host kiest ze bij het aanmaken van het spel.',
  setup:
    'Voorbereiding: de kaarten van elke speler zitten in een gesloten Envelop. De Envelop van één Onderzoeker bevat ook het Informantfiche, elke andere (ook die van de Cultisten) een Geen-Informantfiche, zodat niemand ze kan onderscheiden. Je ziet alleen je eigen fiche. Een van de vijf Beroepsfiches ligt gesloten naast het speelbord; niemand weet welk.',
  earn: 'Krijgen: wie als eerste met succes een Cultistenfiche bevecht, neemt het Beroepsfiche en draait het open. Vanaf dan weet iedereen wie welk Beroep heeft. Er is er maar één per spel.',
  lose: 'Verliezen: alleen levenden hebben een Beroep. Wie sterft, verliest het voorgoed; het fiche gaat uit het spel.',
  list: 'De vijf Beroepen',
  detectiveNight:
    'Wordt de Detective onthuld, dan volgt een korte Nachtfase: iedereen sluit de ogen en draait zijn fiche open, alleen de Detective opent de ogen en ziet wie de Informant is, daarna bedekt iedereen zijn fiche en opent de ogen. Elk scherm toont dezelfde stappen, zodat niemand weet wie keek.',
};
