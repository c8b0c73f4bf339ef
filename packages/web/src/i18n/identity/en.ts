/**
 * One identity per Character (issue 26): how a seat is named wherever the game shows a player. The Characters'
 * own names are the same in every language (protocol CHARACTER_NAMES). English is the reference.
 */
export const identityEn = {
  /** A player as text everywhere: the Character's number, then the player's name. */
  named: '{{n}} · {{name}}',
  /** A bot: its Character's name with the mark that it is a bot. */
  bot: '{{name}} (bot)',
};
