import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual, toDisplay } from './display.ts';
import { DEFAULT_MAX_DEPTH, parseJson } from './parse.ts';
import type { JsonObject, JsonValue, ParseResult } from './types.ts';

function ok(text: string): JsonValue {
  const r = parseJson(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${r.error.message}`);
  return r.value;
}

function fail(text: string) {
  const r = parseJson(text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
  return r.error;
}

/** Independent check against JSON.parse for texts without big ints: kinds aside, the same data. */
function toJs(v: JsonValue): unknown {
  switch (v.kind) {
    case 'null':
      return null;
    case 'bool':
    case 'string':
      return v.value;
    case 'int':
      return Number(v.value);
    case 'float':
      return v.value;
    case 'array':
      return v.items.map(toJs);
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, m] of v.entries) Object.defineProperty(o, k, { value: toJs(m.value), enumerable: true });
      return o;
    }
  }
}

describe('parseJson: values', () => {
  it('reads scalars with Python kinds', () => {
    expect(ok('true')).toMatchObject({ kind: 'bool', value: true });
    expect(ok('false')).toMatchObject({ kind: 'bool', value: false });
    expect(ok('null')).toMatchObject({ kind: 'null' });
    expect(ok('"hi"')).toMatchObject({ kind: 'string', value: 'hi' });
    expect(ok('7')).toMatchObject({ kind: 'int', value: 7n });
    expect(ok('-0')).toMatchObject({ kind: 'int', value: 0n });
  });

  it('numbers with a fraction or exponent are floats', () => {
    for (const t of ['3.0', '1e0', '1E2', '-0.0', '0.5', '2e-3', '1e+2']) {
      expect(ok(t)).toMatchObject({ kind: 'float', value: Number(t) });
    }
    expect(Object.is((ok('-0.0') as { value: number }).value, -0)).toBe(true);
    expect(ok('1e400')).toMatchObject({ kind: 'float', value: Infinity });
    // the fast float path rounds exactly like Number()
    for (const t of [
      '0.1',
      '0.3',
      '123456789012345.6',
      '1.7976931348623157e308',
      '5e-324',
      '9007199254740993.0',
      '-2.5e-22',
      '4.35',
      '0.000001234',
    ]) {
      expect((ok(t) as { value: number }).value).toBe(Number(t));
    }
  });

  it('keeps integers exact at any size', () => {
    expect(ok('9007199254740993')).toMatchObject({ kind: 'int', value: 9007199254740993n });
    expect(ok('-123456789012345678901234567890')).toMatchObject({
      kind: 'int',
      value: -123456789012345678901234567890n,
    });
  });

  it('refuses more than 4300 integer digits (Python limit) unless lifted', () => {
    expect(parseJson('1'.repeat(4300)).ok).toBe(true);
    expect(parseJson('-' + '1'.repeat(4300)).ok).toBe(true);
    expect(fail('1'.repeat(4301)).message).toMatch(/4301 digits/);
    expect(parseJson('1'.repeat(4301), { maxIntDigits: Infinity }).ok).toBe(true);
    // floats have no such limit
    expect(parseJson('1'.repeat(5000) + '.0').ok).toBe(true);
  });

  it('decodes escapes, including surrogate pairs and lone surrogates', () => {
    expect(ok('"\\"\\\\\\/\\b\\f\\n\\r\\t"')).toMatchObject({ value: '"\\/\b\f\n\r\t' });
    expect(ok('"\\u00e9\\u4E2D"')).toMatchObject({ value: 'é中' });
    expect(ok('"\\ud83d\\ude00"')).toMatchObject({ value: '😀' });
    expect(ok('"\\ud800x"')).toMatchObject({ value: '\ud800x' });
    expect(ok('"😀 中文"')).toMatchObject({ value: '😀 中文' });
    expect(ok('"\\u0000"')).toMatchObject({ value: '\u0000' });
  });

  it('duplicate keys: last wins, position of the first', () => {
    const v = ok('{"a": 1, "b": 2, "a": 3}') as JsonObject;
    expect([...v.entries.keys()]).toEqual(['a', 'b']);
    expect(v.entries.get('a')?.value).toMatchObject({ value: 3n });
    expect(v.members.map((m) => m.key)).toEqual(['a', 'b', 'a']);
  });

  it('prototype-ish keys are ordinary keys', () => {
    const v = ok('{"__proto__": 1, "constructor": 2, "toString": 3, "hasOwnProperty": 4}') as JsonObject;
    expect([...v.entries.keys()]).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    const empty = ok('{}') as JsonObject;
    expect(empty.entries.has('__proto__')).toBe(false);
    expect(empty.entries.has('constructor')).toBe(false);
  });

  it('accepts RFC whitespace around everything', () => {
    expect(ok(' \t\r\n[ 1 , { "a" : [ ] } ]\n ')).toMatchObject({ kind: 'array' });
  });
});

describe('parseJson: ranges', () => {
  it('records value and key ranges', () => {
    const text = '{"city": "北京", "days": [1, 2.5]}';
    const v = ok(text) as JsonObject;
    expect(text.slice(v.start, v.end)).toBe(text);
    const city = v.entries.get('city')!;
    expect(text.slice(city.keySpan.start, city.keySpan.end)).toBe('"city"');
    expect(text.slice(city.value.start, city.value.end)).toBe('"北京"');
    const days = v.entries.get('days')!;
    expect(text.slice(days.value.start, days.value.end)).toBe('[1, 2.5]');
    const items = (days.value as { items: JsonValue[] }).items;
    expect(items.map((i) => text.slice(i.start, i.end))).toEqual(['1', '2.5']);
  });
});

describe('parseJson: strictness and error positions', () => {
  const cases: [string, RegExp, number, number, number][] = [
    // text, message, line, column, offset
    ['{"a": 1,}', /Trailing comma before '}'/, 1, 8, 7],
    ['[1, 2,]', /Trailing comma before '\]'/, 1, 6, 5],
    ['{"a": 1 "b": 2}', /Expected ',' or '}' after a property value/, 1, 9, 8],
    ['[1 2]', /Expected ',' or '\]' after an array element/, 1, 4, 3],
    ['{"a" 1}', /Expected ':' after a property name/, 1, 6, 5],
    ['{a: 1}', /Expected a property name in double quotes/, 1, 2, 1],
    ["{'a': 1}", /double quotes, not single quotes/, 1, 2, 1],
    ["['a']", /double quotes, not single quotes/, 1, 2, 1],
    ['// note\n1', /comments are not allowed/, 1, 1, 0],
    ['[1 /* c */]', /comments are not allowed/, 1, 4, 3],
    ['NaN', /NaN is not allowed/, 1, 1, 0],
    ['[Infinity]', /Infinity is not allowed/, 1, 2, 1],
    ['-Infinity', /-Infinity is not allowed/, 1, 1, 0],
    ['01', /Leading zeros/, 1, 1, 0],
    ['-01', /Leading zeros/, 1, 2, 1],
    ['+1', /leading '\+'/, 1, 1, 0],
    ['.5', /digit before '\.'/, 1, 1, 0],
    ['1.', /digit after the decimal point/, 1, 3, 2],
    ['1e', /digit in the exponent/, 1, 3, 2],
    ['-', /digit after '-'/, 1, 2, 1],
    ['"a\nb"', /Control character U\+000A/, 1, 3, 2],
    ['"a\tb"', /Control character U\+0009/, 1, 3, 2],
    ['"\\x"', /Invalid escape sequence '\\x'/, 1, 2, 1],
    ['"\\u12G4"', /four hex digits/, 1, 2, 1],
    ['"abc', /Unterminated string/, 1, 1, 0],
    ['', /Expected a JSON value, but the input ended/, 1, 1, 0],
    ['[', /Expected a JSON value, but the input ended/, 1, 2, 1],
    ['{"a":1', /Expected ',' or '}' after a property value, but the input ended/, 1, 7, 6],
    ['1 2', /end of the document/, 1, 3, 2],
    ['True', /write true, not Python's True/, 1, 1, 0],
    ['None', /null/, 1, 1, 0],
    ['tru', /Expected a JSON value/, 1, 1, 0],
    ['\ufeff{}', /byte order mark/, 1, 1, 0],
    ['{\n  "a": 1,\n  "b" 2\n}', /Expected ':'/, 3, 7, 18],
    ['{\r\n"a":\r\n}', /Expected a JSON value/, 3, 1, 9],
    ['[1,\r2,\r\n3 4]', /Expected ',' or '\]'/, 3, 3, 10],
  ];
  it.each(cases)('%j → error', (text, message, line, column, offset) => {
    const e = fail(text);
    expect(e.message).toMatch(message);
    expect({ line: e.line, column: e.column, offset: e.offset }).toEqual({ line, column, offset });
  });
});

describe('parseJson: hostile input', () => {
  it('100,000 levels of [ give a clear error, not a stack overflow', () => {
    const r = parseJson('['.repeat(100_000));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(`deeper than ${DEFAULT_MAX_DEPTH} levels`);
    const r2 = parseJson('['.repeat(100_000) + ']'.repeat(100_000));
    expect(r2.ok).toBe(false);
  });

  it('nesting up to the limit parses; one more does not', () => {
    const n = DEFAULT_MAX_DEPTH;
    expect(parseJson('['.repeat(n) + ']'.repeat(n)).ok).toBe(true);
    expect(parseJson('{"a":'.repeat(n) + '1' + '}'.repeat(n)).ok).toBe(true);
    expect(parseJson('['.repeat(n + 1) + ']'.repeat(n + 1)).ok).toBe(false);
  });

  it('without a depth limit, 100,000 levels parse and serialise iteratively', () => {
    const deep = '['.repeat(100_000) + '0' + ']'.repeat(100_000);
    const r = parseJson(deep, { maxDepth: Infinity });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const again = parseJson(toDisplay(r.value, 0), { maxDepth: Infinity });
    expect(again.ok && jsonEqual(again.value, r.value)).toBe(true);
    expect(toDisplay(r.value, 0)).toBe(deep);
    // unterminated deep input still fails cleanly
    expect(parseJson('['.repeat(100_000), { maxDepth: Infinity }).ok).toBe(false);
  });

  it('parses a 5 MB document quickly', () => {
    const row =
      '{"id": 12345678901234567890, "name": "row \\u00e9 中文", "vals": [1.5, -2, true, null], "ok": false}';
    const text =
      '[' + Array.from({ length: Math.ceil((5 * 1024 * 1024) / row.length) }, () => row).join(',') + ']';
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
    // CPU time, not wall time, so a busy shared machine does not fail the test
    const c0 = process.cpuUsage();
    const r = parseJson(text);
    const c = process.cpuUsage(c0);
    expect(r.ok).toBe(true);
    expect((c.user + c.system) / 1000).toBeLessThan(2000); // a few hundred ms is typical
  });
});

describe('parseJson: properties', () => {
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const r: ParseResult = parseJson(text);
        if (!r.ok) {
          expect(r.error.offset).toBeGreaterThanOrEqual(0);
          expect(r.error.offset).toBeLessThanOrEqual(text.length);
          expect(r.error.line).toBeGreaterThanOrEqual(1);
          expect(r.error.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on mangled JSON, and agrees with JSON.parse on acceptance', () => {
    const mangled = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.constantFrom(',', '}', ']', '"', '0', '-', '.', 'e', '\\', '/', "'", '\n', ''),
        fc.nat(3),
      )
      .map(([t, i, ch, del]) => {
        const p = t.length === 0 ? 0 : i % t.length;
        return t.slice(0, p) + ch + t.slice(p + del);
      });
    fc.assert(
      fc.property(mangled, (text) => {
        const r = parseJson(text, { maxIntDigits: Infinity });
        let jsOk = true;
        try {
          JSON.parse(text);
        } catch {
          jsOk = false;
        }
        // JSON.parse is also strict RFC 8259 except that it tolerates a leading BOM? (it does not)
        expect(r.ok).toBe(jsOk);
      }),
      { numRuns: 3000 },
    );
  });

  it('valid JSON parses to the same data as JSON.parse', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), (text) => {
        const r = parseJson(text);
        expect(r.ok).toBe(true);
        if (r.ok) expect(toJs(r.value)).toEqual(JSON.parse(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('toDisplay round-trips (ints exact, floats stay floats), compact and indented', () => {
    const bigInts = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((b) => b.toString());
    const floats = fc
      .double({ noNaN: true, noDefaultInfinity: true })
      .map((d) =>
        Number.isInteger(d) ? `${d}.0`.replace('e+', 'e').replace(/e(-?\d+)\.0$/, 'e$1') : String(d),
      )
      .filter((s) => parseJson(s).ok);
    const text = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        bigInts,
        floats,
        fc.constantFrom('true', 'false', 'null', '-0', '-0.0', '1e400', '-1e400', '1e0', '0.1'),
        fc.string({ unit: 'binary', maxLength: 8 }).map((s) => JSON.stringify(s)),
        fc.array(tie('value'), { maxLength: 4 }).map((a) => '[' + (a as string[]).join(',') + ']'),
        fc
          .array(fc.tuple(fc.constantFrom('a', 'b', '__proto__', 'constructor', '😀'), tie('value')), {
            maxLength: 4,
          })
          .map(
            (ms) =>
              '{' + (ms as [string, string][]).map(([k, v]) => JSON.stringify(k) + ':' + v).join(',') + '}',
          ),
      ),
    })).value;
    fc.assert(
      fc.property(text, fc.constantFrom(0, 2, 4), (t, indent) => {
        const a = parseJson(t);
        expect(a.ok).toBe(true);
        if (!a.ok) return;
        const shown = toDisplay(a.value, indent);
        const b = parseJson(shown);
        expect(b.ok).toBe(true);
        if (!b.ok) return;
        expect(jsonEqual(a.value, b.value)).toBe(true);
        // displaying twice is stable
        expect(toDisplay(b.value, indent)).toBe(shown);
      }),
      { numRuns: 1000 },
    );
  });
});
