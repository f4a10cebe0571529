import { describe, expect, it } from 'vitest';
import { normaliseMessage, pyInt, raised, raisedFromTrace, returned, sameResult } from './result.ts';

describe('results', () => {
  it('ints are written like Python hex()', () => {
    expect(pyInt(0)).toEqual({ int: '0x0' });
    expect(pyInt(-31n)).toEqual({ int: '-0x1f' });
  });

  it('reads the exception a port names in its final error step', () => {
    const trace = [
      { node: 'input_shape', pass: false },
      {
        node: 'error',
        pass: false,
        detail: "TypeError: unhashable type: 'list' (the reference would crash here)",
      },
    ];
    expect(raisedFromTrace(trace, 'x')).toEqual(raised('TypeError', "unhashable type: 'list'"));
    const internal = [{ node: 'error', pass: false, detail: 'internal error' }];
    expect(raisedFromTrace(internal, 'boom')).toEqual(raised('PortFailure', 'internal error'));
  });

  it('compares messages across CPython 3.11 and 3.14 wording, and nothing else', () => {
    expect(normaliseMessage("cannot use 'list' as a set element (unhashable type: 'list')")).toBe(
      "unhashable type: 'list'",
    );
    expect(normaliseMessage('too many values to unpack (expected 2, got 3)')).toBe(
      'too many values to unpack (expected 2)',
    );
    expect(sameResult(raised('ValueError', 'a'), raised('ValueError', 'b'))).toBe(false);
    expect(sameResult(raised('ValueError', 'a'), raised('TypeError', 'a'))).toBe(false);
    expect(sameResult(returned(true), returned(pyInt(1)))).toBe(false);
    expect(
      sameResult(raised('JSONDecodeError', 'x'), raised('ValueError', 'Exceeds the limit (4300 digits) …')),
    ).toBe(true);
  });
});
