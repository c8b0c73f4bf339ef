/**
 * "End my Rounds automatically" (issue 27), shown in the Cleanup Phase to every seat alike. English is the
 * reference: every language has exactly these keys.
 */
export const autoEndEn = {
  label: 'End my Rounds automatically',
  hint: 'In every Cleanup Phase your Round ends by itself a few seconds after the phase begins, after the same delay for everyone who turns this on. Until then you can still choose yourself.',
  waiting: 'Your Round ends by itself in a moment.',
};
