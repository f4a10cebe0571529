/**
 * Who may talk to the demo server's Streamable HTTP endpoint on the learner's machine. The server binds
 * to 127.0.0.1, so only local programs reach it; the remaining threat is a web page in the learner's
 * browser (DNS rebinding, or a plain cross-site request), which the browser always labels with an
 * `Origin` header. Hence:
 * - no `Origin`: a non-browser client (the MCP Inspector's proxy, an SDK, curl) that could open the
 *   socket anyway; allowed;
 * - a loopback `Origin` (http or https on localhost, 127.x.x.x or [::1], any port): a page served from
 *   this machine, e.g. the Inspector's web UI in direct mode; allowed, with CORS headers;
 * - any other `Origin`, including `null`: refused with 403, as MCP 2025-11-25 specifies for an invalid
 *   Origin (2025-06-18 already requires the check).
 * An Origin must be exactly an origin as a browser serialises it (scheme, host, port; nothing more):
 * the URL parser forgives leading blanks, a path or a trailing slash, and a check that forgives what
 * the browser never sends only widens the door.
 * The `Host` header must name a loopback host and this port, which also stops a rebound DNS name.
 */

function isLoopbackName(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '[::1]' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export type OriginVerdict = { ok: true; allowOrigin?: string } | { ok: false; status: 403; message: string };

export function checkOrigin(origin: string | undefined): OriginVerdict {
  if (origin === undefined) return { ok: true };
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return { ok: false, status: 403, message: `Forbidden: Origin ${JSON.stringify(origin)} is not allowed` };
  }
  const exact = url.origin === origin;
  if (exact && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackName(url.hostname)) {
    return { ok: true, allowOrigin: origin };
  }
  return { ok: false, status: 403, message: `Forbidden: Origin ${JSON.stringify(origin)} is not allowed` };
}

/** The Host header must be a loopback name with this server's port. */
export function checkHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(host.trim());
  return m !== null && Number(m[2]) === port && isLoopbackName(m[1] as string);
}

/** Response headers for an allowed loopback Origin (browsers need them for a cross-port request). */
export function corsHeaders(allowOrigin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': allowOrigin,
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      'Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID, Authorization',
    'Access-Control-Expose-Headers': 'Mcp-Session-Id',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
