import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv.ts';

const values = (text: string) => {
  const r = readCsv(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.rows.map((row) => row.map((f) => f.value));
};

describe('CSV reader (RFC 4180)', () => {
  it('reads plain, quoted and doubled-quote fields with CRLF or LF', () => {
    expect(values('a,b\r\n1,"x, y"\r\n')).toEqual([
      ['a', 'b'],
      ['1', 'x, y'],
    ]);
    expect(values('a,b\n"say ""hi""",2')).toEqual([
      ['a', 'b'],
      ['say "hi"', '2'],
    ]);
    expect(values('a,b\n"two\nlines",3\n')).toEqual([
      ['a', 'b'],
      ['two\nlines', '3'],
    ]);
    expect(values('a,\n,\n')).toEqual([
      ['a', ''],
      ['', ''],
    ]);
  });

  it('skips a byte-order mark and empty lines, and keeps positions', () => {
    const r = readCsv('\ufeffid,x\n\n1,"q"\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rows).toHaveLength(2);
    expect(r.rows[0]?.[0]).toMatchObject({ value: 'id', line: 1, column: 1 });
    expect(r.rows[1]?.[1]).toMatchObject({ value: 'q', line: 3, column: 3, quoted: true });
  });

  it('reports each error with its line and column', () => {
    expect(readCsv('a,b\n1,"open\n2,3')).toMatchObject({ ok: false, error: { line: 2, column: 3 } });
    expect(readCsv('a,b\n1,2"x"\n')).toMatchObject({ ok: false, error: { line: 2, column: 4 } });
    expect(readCsv('a,b\n"x"y,2\n')).toMatchObject({ ok: false, error: { line: 2, column: 4 } });
  });

  it('round-trips any table of strings written with RFC 4180 quoting', () => {
    const quote = (v: string) => (/[",\r\n]/.test(v) || v === '' ? `"${v.replace(/"/g, '""')}"` : v);
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { minLength: 2, maxLength: 4 }), {
          minLength: 1,
          maxLength: 6,
        }),
        (table) => {
          const text = table.map((row) => row.map(quote).join(',')).join('\r\n');
          expect(values(text)).toEqual(table);
        },
      ),
    );
  });

  it('never throws', () =>
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => void readCsv(text))));
});
