/** De installeerbare app (pwa/). The same keys as en.ts. */
export const pwaNl = {
  updateReady: 'Er staat een nieuwe versie van het spel klaar.',
  reload: 'Herladen',
  later: 'Later',
  playSolo: 'Tegen bots spelen',
  staticTitle: 'Spelen zonder server',
  staticNote:
    'Deze kopie van het spel heeft geen spelserver: lees de regels en speel op dit apparaat tegen bots, ook offline. Spellen met andere mensen, de tutorial en accounts hebben de spelserver nodig.',
} as const;
