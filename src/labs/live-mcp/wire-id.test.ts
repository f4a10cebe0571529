// The live run keeps the wire's numeric id and still asks the page's string-comparing classifier: the
// key stands in only for an exact match, and the lit step reports what travelled.
import { describe, expect, it } from 'vitest';
import { parseJson, type JsonValue } from '../../json/index.ts';
import { classifyResponse } from '../classifier/index.ts';
import { classifierArgs, classifierText, wireIdTrace } from './wire-id.ts';

const value = (text: string): JsonValue => {
  const r = parseJson(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};

/** protocol_mismatch, or past the envelope (what the id decides). */
const verdict = (text: string, id: string | number) => {
  const args = classifierArgs(value(text), id);
  const out = classifyResponse(args.value, args.expectedId);
  return out.ok && out.value === 'protocol_mismatch' ? 'protocol_mismatch' : 'past_envelope';
};

describe('numeric wire ids', () => {
  it('match only the same int, never a string or float of the same look', () => {
    expect(verdict('{"jsonrpc":"2.0","id":3,"result":{}}', 3)).toBe('past_envelope');
    expect(verdict('{"jsonrpc":"2.0","id":"3","result":{}}', 3)).toBe('protocol_mismatch');
    expect(verdict('{"jsonrpc":"2.0","id":3.0,"result":{}}', 3)).toBe('protocol_mismatch');
    expect(verdict('{"jsonrpc":"2.0","id":"req-3","result":{}}', 3)).toBe('protocol_mismatch');
    expect(verdict('{"jsonrpc":"2.0","result":{}}', 3)).toBe('protocol_mismatch');
    expect(verdict('{"jsonrpc":"2.0","id":4,"result":{}}', 3)).toBe('protocol_mismatch');
  });

  it('the last duplicate id decides, as in a Python dict', () => {
    expect(verdict('{"jsonrpc":"2.0","id":1,"id":3,"result":{}}', 3)).toBe('past_envelope');
    expect(verdict('{"jsonrpc":"2.0","id":3,"id":1,"result":{}}', 3)).toBe('protocol_mismatch');
  });

  it('string ids go to the classifier unchanged', () => {
    expect(verdict('{"jsonrpc":"2.0","id":"req-3","result":{}}', 'req-3')).toBe('past_envelope');
    expect(classifierText('{"id":"a"}', 'a')).toEqual({ text: '{"id":"a"}', expectedId: 'a' });
  });

  it('the id step names the wire id, not the key', () => {
    const v = value('{"jsonrpc":"2.0","id":"3","result":{}}');
    const args = classifierArgs(v, 3);
    const out = classifyResponse(args.value, args.expectedId);
    const step = wireIdTrace(out.trace, v, 3).find((s) => s.node === 'id_matches');
    expect(step).toMatchObject({ pass: false, detail: "id = '3' (str), expected 3 (int)" });
  });

  it('the classifier text keys the id where it matched and keeps every other byte', () => {
    const text = '{ "jsonrpc": "2.0", "id" : 12 , "result": {} }';
    expect(classifierText(text, 12)).toEqual({
      text: '{ "jsonrpc": "2.0", "id" : "req-12" , "result": {} }',
      expectedId: 'req-12',
    });
    expect(classifierText('not json', 12)).toEqual({ text: 'not json', expectedId: 'req-12' });
  });
});
