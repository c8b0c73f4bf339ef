import { errorText, type Log } from './log.ts';
import type { Metrics } from './metrics.ts';

/**
 * A WebSocket's 'error', at its real level. A frame over the size limit is the limit doing its work
 * (counted as `frame-size`), another frame that breaks the protocol is the client's bad input: warnings,
 * not failures, and ws closes those connections itself (1009, 1002…). Anything else is the server's own
 * failure: logged as an error, counted, and the connection ended.
 */
export function onSocketError(
  error: Error,
  socket: { terminate(): void },
  deps: { readonly log: Log; readonly metrics: Metrics },
  details: object,
): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    if (code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') deps.metrics.limited.inc({ limit: 'frame-size' });
    deps.log.warn(
      { ...details, code, error: error.message },
      'a WebSocket frame was refused; its connection closes',
    );
    return;
  }
  deps.metrics.failures.inc({ operation: 'socket' });
  deps.log.error({ ...details, error: errorText(error) }, 'a WebSocket failed');
  socket.terminate();
}
