/** Moderation's plain constants (issue 30), without zod: the web client takes them from `plain`. */

/** The reasons a report may give (the clients translate them). */
export const REPORT_REASONS = ['harassment', 'hate', 'cheating', 'spam', 'name', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** A report's own words, at most this many characters. */
export const MAX_REPORT_TEXT = 500;
