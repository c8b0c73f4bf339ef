/** Moderation's bounds (issue 30; docs/server.md, Limits): what a client may make the server keep. */
export interface ModerationLimits {
  /** People a host may remove from one game's lobby (each removal is a stored row). */
  readonly removalsPerGame: number;
  /** Reports one seat may make in one game. */
  readonly reportsPerSeat: number;
  /** Reports one address may make per hour, over every game (reports as a harassment tool). */
  readonly reportsPerAddressHour: number;
  /** Reports one signed-in reporter may make per hour over every game and address. */
  readonly reportsPerAccountHour: number;
  /**
   * Reports against one player per hour, over every game: their account when their seat is linked to one,
   * else their seat in that game (a brigade cannot bury one person under reports, nor the operators).
   */
  readonly reportsAgainstHour: number;
  /** The reported seat's last chat lines attached to a report, read from storage. */
  readonly reportLines: number;
}

export const DEFAULT_MODERATION_LIMITS: ModerationLimits = {
  // More than a lobby has seats, several times over: a host weeding out a troll who comes back.
  removalsPerGame: 16,
  // A player who reports three people in one game has said what there is to say.
  reportsPerSeat: 3,
  reportsPerAddressHour: 10,
  reportsPerAccountHour: 10,
  // A whole table reporting one troll is several; a table plus the next ones within the hour is ample.
  reportsAgainstHour: 20,
  // A page of chat: enough to see what was said, bounded whatever the seat wrote.
  reportLines: 50,
};

/** The bounds a room was given, each left out taking its default. */
export function moderationLimits(given: Partial<ModerationLimits>): ModerationLimits {
  const d = DEFAULT_MODERATION_LIMITS;
  return {
    removalsPerGame: given.removalsPerGame ?? d.removalsPerGame,
    reportsPerSeat: given.reportsPerSeat ?? d.reportsPerSeat,
    reportsPerAddressHour: given.reportsPerAddressHour ?? d.reportsPerAddressHour,
    reportsPerAccountHour: given.reportsPerAccountHour ?? d.reportsPerAccountHour,
    reportsAgainstHour: given.reportsAgainstHour ?? d.reportsAgainstHour,
    reportLines: given.reportLines ?? d.reportLines,
  };
}
