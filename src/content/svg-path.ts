// Shorter path data for build-time diagrams. mermaid draws stadium, hexagon and other node shapes
// through rough.js even in its classic look: every straight piece becomes a cubic curve whose control
// points sit on the line, and the outline is stroked twice. A stadium node came to 16 KB of path data,
// about two thirds of a lab page's HTML. Written as lines, once, the same outline takes a fifth of that.
//
// Only changes that keep the drawing are made: a cubic whose control points lie on its chord becomes
// a line; a segment of zero length is dropped (the site draws outlines with butt caps, so it paints
// nothing, dashed or not); a one-segment subpath that repeats an earlier one in the same direction is
// dropped (drawn again, it only darkens its antialiased edge; reversed, its dashes would fall
// elsewhere, so it stays). Subpaths
// are never joined: the site's stylesheet fills every node path, and dash patterns restart at each
// subpath, so joining them would change both. Path data with any other command is returned unchanged.

type Point = readonly [number, number];

type Segment = { kind: 'L'; to: Point } | { kind: 'C'; c1: Point; c2: Point; to: Point };

interface Subpath {
  from: Point;
  segments: Segment[];
  closed: boolean;
}

/** A hundredth of a user unit (a pixel at natural size): the precision the build keeps anyway. */
const EPSILON = 0.01;

const TOKEN = /[MLCZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const SEPARATORS_ONLY = /^[\s,]*$/;

/** The tokens of `d`, or null when it holds anything but absolute M, L, C and Z with numbers. */
function tokens(d: string): string[] | null {
  const out = d.match(TOKEN) ?? [];
  return SEPARATORS_ONLY.test(d.replace(TOKEN, '')) ? out : null;
}

const isCommand = (t: string | undefined) => t !== undefined && /^[A-Za-z]$/.test(t);

function parse(d: string): Subpath[] | null {
  const list = tokens(d);
  if (!list || list[0] !== 'M') return null;
  const paths: Subpath[] = [];
  let at = 0;
  const numbers = (n: number): number[] | null => {
    const out = list.slice(at, at + n).map(Number);
    if (out.length < n || out.some((x, i) => isCommand(list[at + i]) || !Number.isFinite(x))) return null;
    at += n;
    return out;
  };
  while (at < list.length) {
    const command = list[at++]!;
    const current = paths.at(-1);
    if (command === 'Z' || command === 'z') {
      if (!current) return null;
      current.closed = true;
      continue;
    }
    // Repeated operands after a command repeat it (after M, they are lines).
    let first = true;
    do {
      if (command === 'M' && first) {
        const p = numbers(2);
        if (!p) return null;
        paths.push({ from: [p[0]!, p[1]!], segments: [], closed: false });
      } else if (command === 'M' || command === 'L') {
        const p = numbers(2);
        if (!p || !paths.at(-1) || paths.at(-1)!.closed) return null;
        paths.at(-1)!.segments.push({ kind: 'L', to: [p[0]!, p[1]!] });
      } else if (command === 'C') {
        const p = numbers(6);
        if (!p || !paths.at(-1) || paths.at(-1)!.closed) return null;
        paths
          .at(-1)!
          .segments.push({ kind: 'C', c1: [p[0]!, p[1]!], c2: [p[2]!, p[3]!], to: [p[4]!, p[5]!] });
      } else {
        return null;
      }
      first = false;
    } while (at < list.length && !isCommand(list[at]));
  }
  return paths;
}

const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Whether `c` lies on the segment from `a` to `b` (within EPSILON). */
function onSegment(a: Point, b: Point, c: Point): boolean {
  const length = distance(a, b);
  if (length < EPSILON) return distance(a, c) < EPSILON;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const off = Math.abs(dx * (c[1] - a[1]) - dy * (c[0] - a[0])) / length;
  const along = (dx * (c[0] - a[0]) + dy * (c[1] - a[1])) / length;
  return off <= EPSILON && along >= -EPSILON && along <= length + EPSILON;
}

/** The segment as drawn: a line when the curve cannot leave its chord; null when it draws nothing. */
function straighten(from: Point, segment: Segment): Segment | null {
  if (
    segment.kind === 'C' &&
    onSegment(from, segment.to, segment.c1) &&
    onSegment(from, segment.to, segment.c2)
  ) {
    segment = { kind: 'L', to: segment.to };
  }
  if (segment.kind === 'L' && distance(from, segment.to) < EPSILON) return null;
  return segment;
}

const format = (n: number) => String(Math.round(n * 100) / 100 || 0);
const point = (p: Point) => `${format(p[0])} ${format(p[1])}`;

function write(path: Subpath): string {
  let out = `M${point(path.from)}`;
  for (const s of path.segments)
    out += s.kind === 'L' ? `L${point(s.to)}` : `C${point(s.c1)} ${point(s.c2)} ${point(s.to)}`;
  return path.closed ? `${out}Z` : out;
}

/** `d` drawing the same outline in fewer bytes (see the top of this file), or `d` itself. */
export function simplifyPathData(d: string): string {
  const paths = parse(d);
  if (!paths) return d;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const path of paths) {
    let at = path.from;
    const segments: Segment[] = [];
    for (const s of path.segments) {
      const drawn = straighten(at, s);
      if (drawn) segments.push(drawn);
      at = s.to;
    }
    // A lone moveto paints nothing; `M x Z` stays (with round caps it would paint a dot).
    if (segments.length === 0 && !path.closed) continue;
    const text = write({ ...path, segments });
    if (segments.length === 1 && segments[0]!.kind === 'L' && !path.closed) {
      const ends = `${point(path.from)}|${point(segments[0]!.to)}`;
      if (seen.has(ends)) continue;
      seen.add(ends);
    }
    kept.push(text);
  }
  const out = kept.join('');
  return out.length < d.length ? out : d;
}
