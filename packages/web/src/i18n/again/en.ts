/** End screen (you won/lost, timeline of the truth), rematch, lobby settings summary and lobby chat. English is the reference: every language has exactly these keys. */
export const againEn = {} as const;
