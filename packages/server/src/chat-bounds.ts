/**
 * How many lines a game's chat may store (limits.ts), counted from the number of lines it has, which
 * every node reads from storage: the same answer on every node and after every restart.
 *
 * The lobby stores at most `lobbyChatStored` lines, so that a troll there cannot use up the chat of the
 * game that follows; play then stores plain lines up to `lobbyChatStored + chatStored` (it always has
 * `chatStored` of its own), and claims up to `claimsReserved` more, so that a chat full of talk still
 * takes the claims the ledger, the checker and the bots weigh.
 */
export interface ChatBounds {
  readonly chatStored: number;
  readonly lobbyChatStored: number;
  readonly claimsReserved: number;
}

/** What is being said: a line in the lobby, a plain line in play, or a claim. */
export type LineKind = 'lobby' | 'line' | 'claim';

/** Whether the chat, holding `count` lines, has no room left for one more of this kind. */
export function chatFull(bounds: ChatBounds, count: number, kind: LineKind): boolean {
  const plain = bounds.lobbyChatStored + bounds.chatStored;
  switch (kind) {
    case 'lobby':
      return count >= bounds.lobbyChatStored;
    case 'line':
      return count >= plain;
    case 'claim':
      return count >= plain + bounds.claimsReserved;
  }
}
