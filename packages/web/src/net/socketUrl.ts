/**
 * The WebSocket address on the page's own origin. The game's code rides along (the server ignores it) so
 * that a load balancer in front of several nodes can send every player of a game to the same node
 * (deploy/haproxy.cfg hashes on it): one node then does the game's work instead of each.
 */
export function socketUrl(location: { protocol: string; host: string }, game: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws?game=${encodeURIComponent(game)}`;
}
