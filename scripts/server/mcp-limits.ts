/**
 * The demo MCP server's bounds on what a client may send, one place for both transports: a POST body
 * over HTTP and one line (one message) over stdio may each be at most `MAX_MESSAGE_BYTES`. A larger
 * message is answered with one JSON-RPC error and dropped, never buffered whole.
 */
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';

export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

export type BodyRead =
  { ok: true; value: unknown } | { ok: false; status: number; code: number; message: string };

const tooLarge = (max: number) => `Invalid Request: a message is at most ${max} bytes`;

/** Reads a POST body as JSON; past `max` bytes it stops buffering and reports 413. */
export function readJsonBody(req: IncomingMessage, max = MAX_MESSAGE_BYTES): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= max) chunks.push(c);
      else chunks.length = 0;
    });
    req.on('error', () =>
      resolve({ ok: false, status: 400, code: -32700, message: 'Parse error: the body could not be read' }),
    );
    req.on('end', () => {
      if (size > max) return resolve({ ok: false, status: 413, code: -32600, message: tooLarge(max) });
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch (e) {
        resolve({ ok: false, status: 400, code: -32700, message: `Parse error: ${(e as Error).message}` });
      }
    });
  });
}

/**
 * What a POST body may not be under MCP 2025-06-18, which sends exactly one JSON-RPC message per POST:
 * an array (a batch; an empty one is invalid in JSON-RPC itself). Undefined when the body is a message.
 */
export function batchRefusal(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined;
  return body.length === 0
    ? 'Invalid Request: an empty array is not a JSON-RPC message'
    : 'Invalid Request: batches are not accepted (MCP 2025-06-18 sends one JSON-RPC message per POST)';
}

/** One JSON-RPC error line with a null id, as sent for a message whose id could not be read. */
export function errorLine(code: number, message: string): string {
  return `${JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } })}\n`;
}

/**
 * Passes stdin on line by line, each line whole, and drops a line longer than `max` bytes (up to its
 * newline), telling `onOversize` once per dropped line. The SDK's stdio reader would buffer a line of
 * any length; this keeps the process's memory bounded whatever a client writes.
 */
export function boundedLines(max: number, onOversize: () => void): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let dropping = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      let start = 0;
      while (start < chunk.length) {
        const nl = chunk.indexOf(0x0a, start);
        const end = nl === -1 ? chunk.length : nl + 1;
        const piece = chunk.subarray(start, end);
        if (!dropping) {
          pendingBytes += piece.length;
          if (pendingBytes > max + 1) {
            pending = [];
            pendingBytes = 0;
            dropping = true;
          } else pending.push(piece);
        }
        if (nl !== -1) {
          if (dropping) {
            dropping = false;
            onOversize();
          } else {
            this.push(Buffer.concat(pending));
            pending = [];
            pendingBytes = 0;
          }
        }
        start = end;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!dropping && pendingBytes > 0) this.push(Buffer.concat(pending));
      else if (dropping) onOversize();
      done();
    },
  });
}
