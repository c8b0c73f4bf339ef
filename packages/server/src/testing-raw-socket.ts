/** A WebSocket spoken by hand over TCP, for the server's tests of what arrives in one read. */
import { randomBytes } from 'node:crypto';
import { connect as netConnect, type Socket } from 'node:net';
import type { WireMessage } from '@among-cultists/protocol';

/**
 * A WebSocket spoken by hand over TCP, so that a test decides what arrives in one read: several frames
 * written at once reach the server in one chunk, as from a client that does not wait.
 */
export class RawSocket {
  readonly #socket: Socket;
  #buffer = Buffer.alloc(0);
  readonly texts: string[] = [];
  closed = false;
  readonly #waiters: (() => void)[] = [];

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#parse();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const w of this.#waiters.splice(0)) w();
    });
  }

  static async connect(url: string): Promise<RawSocket> {
    const { hostname, port, pathname } = new URL(url);
    const socket = netConnect(Number(port), hostname);
    const key = randomBytes(16).toString('base64');
    socket.write(
      `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    const rest = await new Promise<Buffer>((resolve, reject) => {
      let head = Buffer.alloc(0);
      const onData = (chunk: Buffer): void => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onData);
        if (!head.subarray(0, end).toString().startsWith('HTTP/1.1 101'))
          reject(new Error(head.subarray(0, end).toString()));
        else resolve(head.subarray(end + 4));
      };
      socket.on('data', onData);
      socket.once('error', reject);
    });
    const raw = new RawSocket(socket);
    if (rest.length > 0) socket.emit('data', rest);
    return raw;
  }

  /** Writes these messages as masked text frames, all in one write. */
  sendAtOnce(messages: readonly unknown[]): void {
    this.#socket.write(Buffer.concat(messages.map((m) => maskedFrame(JSON.stringify(m)))));
  }

  /** The parsed messages received so far. */
  messages(): WireMessage[] {
    return this.texts.map((t) => JSON.parse(t) as WireMessage);
  }

  async waitFor(test: (m: WireMessage) => boolean, ms = 10_000): Promise<WireMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages().find(test);
      if (found) return found;
      if (this.closed) throw new Error('closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(this.texts).slice(0, 400)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.#socket.destroy();
  }

  /** The code of the close frame received, once one was. */
  closeCode: number | null = null;

  /** Stops reading from the connection, as a client that never reads what it is sent. */
  pause(): void {
    this.#socket.pause();
  }

  /** Reads again what waited. */
  resume(): void {
    this.#socket.resume();
  }

  /** Waits for the server's close frame (or the connection's end); returns the frame's code, if any. */
  async waitForClose(ms = 10_000): Promise<number | null> {
    const deadline = Date.now() + ms;
    while (!this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for the close');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closeCode;
  }

  #parse(): void {
    for (;;) {
      if (this.#buffer.length < 2) return;
      const opcode = this.#buffer[0]! & 0x0f;
      let length = this.#buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.#buffer.length < 4) return;
        length = this.#buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.#buffer.length < 10) return;
        length = Number(this.#buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.#buffer.length < offset + length) return;
      const payload = this.#buffer.subarray(offset, offset + length);
      this.#buffer = this.#buffer.subarray(offset + length);
      if (opcode === 1) this.texts.push(payload.toString('utf8'));
      // A close frame: the server is done with this socket (it waits for ours before the TCP close).
      if (opcode === 8) {
        this.closed = true;
        if (payload.length >= 2) this.closeCode = payload.readUInt16BE(0);
      }
      for (const w of this.#waiters.splice(0)) w();
    }
  }
}

function maskedFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  return Buffer.concat([header, mask, masked]);
}
