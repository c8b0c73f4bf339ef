/** The marker the tab title starts with while the game waits for this player's decision. */
export const TURN_MARKER = '▶';

/** The tab title: the page's own title, marked while a decision of this player is awaited. */
export function turnTitle(title: string, waiting: boolean): string {
  return waiting ? `${TURN_MARKER} ${title}` : title;
}
