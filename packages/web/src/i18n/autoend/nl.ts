/** „Mijn rondes automatisch beëindigen” (issue 27). The same keys as en.ts. */
export const autoEndNl = {
  label: 'Mijn rondes automatisch beëindigen',
  hint: 'In elke Opschoonfase eindigt je ronde vanzelf een paar seconden nadat de fase begint, na dezelfde tijd voor iedereen die dit aanzet. Tot dan kun je nog zelf kiezen.',
  waiting: 'Je ronde eindigt zo meteen vanzelf.',
};
