/** What the About page credits: the typefaces this site serves and the licences' texts. */
export const FONT_CREDITS = [
  { font: 'Cinzel', designer: 'Natanael Gama', use: 'display', npm: '@fontsource/cinzel' },
  {
    font: 'Source Serif 4',
    designer: 'Frank Grießhammer (Adobe)',
    use: 'body',
    npm: '@fontsource/source-serif-4',
  },
  { font: 'Courier Prime', designer: 'Alan Dague-Greene', use: 'note', npm: '@fontsource/courier-prime' },
] as const;

export const OFL_URL = 'https://openfontlicense.org/open-font-license-official-text/';
export const CC_BY_3_URL = 'https://creativecommons.org/licenses/by/3.0/';
export const GAME_ICONS_URL = 'https://game-icons.net/';
