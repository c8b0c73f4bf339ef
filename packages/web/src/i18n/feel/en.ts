/** Turn signals, who the game waits for, announcements, chat badge and quick phrases. English is the reference: every language has exactly these keys. */
export const feelEn = {} as const;
