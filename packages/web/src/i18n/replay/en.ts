/** The ways into a game's replay from the rest of the app (the replay page's own texts load with it, from src/replay/text). */
export const replayEntryEn = {
  watch: 'Watch the replay',
} as const;
