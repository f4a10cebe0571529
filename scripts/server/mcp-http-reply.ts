/**
 * How the demo server's Streamable HTTP endpoint writes what it answers: a JSON-RPC error of its own,
 * and a response body passed through the session's transport-fault rewrites.
 */
import type { ServerResponse } from 'node:http';
import { SseRewriter } from '../../src/labs/live-mcp/sse-rewrite.ts';
import type { WireRewrites } from '../../src/labs/live-mcp/transport-faults.ts';

export function sendJsonError(res: ServerResponse, status: number, code: number, message: string): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
}

/**
 * Passes the response body through the session's transport-fault rewrites (see sse-rewrite.ts). A
 * rewrite changes the length, so a Content-Length the adapter computed for a short stream is dropped
 * (the body goes out chunked).
 */
export function rewriteBody(res: ServerResponse, wire: WireRewrites): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args[args.length - 1];
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const k of Object.keys(headers))
        if (k.toLowerCase() === 'content-length') delete (headers as Record<string, unknown>)[k];
    }
    res.removeHeader('content-length');
    return writeHead(...args);
  }) as typeof res.writeHead;
  const rewriter = new SseRewriter(wire);
  const decoder = new TextDecoder();
  const text = (chunk: unknown) =>
    typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(rewriter.push(text(chunk)), ...rest)) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const callback = typeof chunk === 'function' ? [chunk] : rest;
    const last = chunk === undefined || typeof chunk === 'function' ? '' : text(chunk);
    return end(rewriter.push(last + decoder.decode()) + rewriter.flush(), ...callback);
  }) as typeof res.end;
}
