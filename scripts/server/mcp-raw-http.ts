// Raw HTTP requests to the demo server's endpoint, for tests that check what a hand-written client
// gets back (status codes, headers, the first event of a stream), below what the SDK client shows.
import { DEMO_PROTOCOL_VERSION } from '../../src/labs/live-mcp/tools.ts';

export const initialize = {
  jsonrpc: '2.0',
  id: 'req-0',
  method: 'initialize',
  params: {
    protocolVersion: DEMO_PROTOCOL_VERSION,
    capabilities: {},
    clientInfo: { name: 'raw', version: '0' },
  },
};

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** The data of the first event of an SSE body. */
export function sseData(body: string): string {
  const event = body.split(/\n\n/).find((e) => e.split('\n').some((l) => l.startsWith('data:'))) ?? '';
  return event
    .split('\n')
    .filter((l) => l.startsWith('data:'))
    .map((l) => l.replace(/^data: ?/, ''))
    .join('\n');
}
