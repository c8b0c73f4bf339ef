/** Ability texts of the special roles and effect texts of the events, shown in game and on /learn. English is the reference: every language has exactly these keys. */
export const rulesEn = {} as const;
