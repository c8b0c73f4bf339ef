/** „Meine Runden automatisch beenden“ (issue 27). The same keys as en.ts. */
export const autoEndDe = {
  label: 'Meine Runden automatisch beenden',
  hint: 'In jeder Aufräumphase endet deine Runde von selbst wenige Sekunden nach Beginn der Phase, nach derselben Zeit für alle, die dies einschalten. Bis dahin kannst du noch selbst wählen.',
  waiting: 'Deine Runde endet gleich von selbst.',
};
