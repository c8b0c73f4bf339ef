/**
 * Who may act as a lobby's host: the holder of the host seat's token, or the server itself (issue 30: a
 * public table's countdown ends and the server gives its empty seats to bots and starts it). The symbol
 * never comes from a request: no client can send it.
 */
export const SERVER_HOST: unique symbol = Symbol('the server, acting as host');
export type HostToken = string | typeof SERVER_HOST;
