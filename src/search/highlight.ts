// The parts of a search result's title or snippet that match the query, for <mark>: every query word
// (Latin words case-insensitively; a CJK run as typed), longest first so "tool_error" wins over "tool".

export interface TextPart {
  text: string;
  hit: boolean;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlightParts(text: string, query: string): TextPart[] {
  const words = [...new Set(query.trim().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || !text) return text ? [{ text, hit: false }] : [];
  const re = new RegExp(words.map(escapeRe).join('|'), 'giu');
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index), hit: false });
    parts.push({ text: m[0], hit: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}
