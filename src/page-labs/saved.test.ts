// A page lab's stored inputs and share links: what survives, what is refused, and that a hostile link
// (garbage, huge, script-ish strings, the wrong shape) is refused with a reason and never throws.
import lzString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { MAX_FRAGMENT_CHARS } from '../labs/index.ts';
import { readStoredText } from '../records/index.ts';
import {
  PAGE_LAB_LINK_DRAFT_RECORD,
  PAGE_LAB_RECORD,
  decodePageLabLink,
  encodePageLabLink,
  inputsFor,
  inputsRecord,
  pageLabKey,
  readStoredInputs,
  storedInputs,
  storedLinkDraft,
  type Param,
} from './index.ts';

const param = (name: string): Param => ({ name, annotation: null, default: null, keyword: false });
const PARAMS = [param('query'), param('cities')];
const VALUE = { params: { query: { json: '{"city": "杭州"}' }, cities: { python: "{'杭州'}" } } };
const link = (data: unknown) => lzString.compressToEncodedURIComponent(JSON.stringify(data));
const fragment = (encoded: string) => encoded.slice('state='.length);

describe('the page lab record', () => {
  it('is version 1, keyed by page id and function (the preview apart from the published page)', () => {
    expect(PAGE_LAB_RECORD.version).toBe(1);
    expect(pageLabKey('zh/tools-skills', 'validate_query')).toBe(
      'toollab:page-lab:tools-skills/validate_query',
    );
    expect(pageLabKey('en/tools-skills', 'validate_query')).toBe(
      pageLabKey('zh/tools-skills', 'validate_query'),
    );
    expect(pageLabKey('preview', 'validate_query')).toBe('toollab:page-lab:preview/validate_query');
  });

  it('reads back what it wrote, and refuses a newer version or a damaged value', () => {
    expect(readStoredInputs(storedInputs(VALUE))).toEqual({ ok: true, value: VALUE, from: 1 });
    expect(readStoredInputs({ v: 2, params: {} })).toMatchObject({ ok: false, reason: 'bad_version' });
    expect(readStoredInputs({ v: 1, params: { q: { json: 3 } } })).toMatchObject({
      ok: false,
      reason: 'bad_shape',
    });
    expect(readStoredInputs({ v: 1, params: { '<img>': { json: '1' } } })).toMatchObject({ ok: false });
    expect(readStoredInputs('{"v":1}')).toMatchObject({ ok: false, reason: 'bad_shape' });
  });

  it('maps stored inputs onto the parameters by name, the default where one is missing', () => {
    const defaults = [{ json: '{}' }, { json: '[]' }];
    const stored = { params: { cities: { json: '["成都"]' }, gone: { json: '1' } } };
    expect(inputsFor(stored, PARAMS, defaults)).toEqual([{ json: '{}' }, { json: '["成都"]' }]);
    expect(inputsRecord(PARAMS, inputsFor(VALUE, PARAMS, defaults))).toEqual(VALUE);
  });
});

describe("the edits of a page lab's opened share link", () => {
  const draft = { fragment: 'state=abc', state: VALUE };

  it('reads the unversioned form earlier releases wrote as version 1, and reads back what it writes', () => {
    const earlier = JSON.stringify({ fragment: 'state=abc', state: storedInputs(VALUE) });
    expect(readStoredText(PAGE_LAB_LINK_DRAFT_RECORD, earlier)).toEqual({ ok: true, value: draft, from: 1 });
    const written = storedLinkDraft(draft);
    // the inputs stay a record of their own, so an earlier release still reads the draft it finds
    expect(JSON.parse(written)).toEqual({ v: 1, fragment: 'state=abc', state: storedInputs(VALUE) });
    expect(readStoredText(PAGE_LAB_LINK_DRAFT_RECORD, written)).toEqual({ ok: true, value: draft, from: 1 });
  });

  it('refuses a newer version, damaged inputs, or text that is not JSON', () => {
    const newer = JSON.stringify({ ...JSON.parse(storedLinkDraft(draft)), v: 2 });
    expect(readStoredText(PAGE_LAB_LINK_DRAFT_RECORD, newer)).toMatchObject({ reason: 'bad_version' });
    const damaged = JSON.stringify({ fragment: 'state=abc', state: { v: 1, params: { q: { json: 3 } } } });
    expect(readStoredText(PAGE_LAB_LINK_DRAFT_RECORD, damaged)).toMatchObject({ reason: 'bad_shape' });
    expect(readStoredText(PAGE_LAB_LINK_DRAFT_RECORD, '{')).toMatchObject({ reason: 'bad_shape' });
  });
});

describe('a page lab share link', () => {
  it('round-trips the inputs of its function, and never carries code', () => {
    const encoded = encodePageLabLink('validate_query', VALUE);
    expect(encoded.startsWith('state=')).toBe(true);
    expect(decodePageLabLink(fragment(encoded), 'validate_query')).toEqual({ ok: true, value: VALUE });
    const data = JSON.parse(lzString.decompressFromEncodedURIComponent(fragment(encoded))) as object;
    expect(Object.keys(data).sort()).toEqual(['fn', 'params', 'v']);
  });

  it('leaves a link to another function alone', () => {
    const encoded = fragment(encodePageLabLink('classify_response', VALUE));
    expect(decodePageLabLink(encoded, 'validate_query')).toMatchObject({
      ok: false,
      reason: 'other_function',
    });
  });

  it('refuses garbage, huge and wrongly shaped links with a reason', () => {
    expect(decodePageLabLink('%%%not-lz%%%', 'f')).toMatchObject({ ok: false, reason: 'not_lz' });
    expect(decodePageLabLink('A'.repeat(MAX_FRAGMENT_CHARS + 1), 'f')).toMatchObject({
      ok: false,
      reason: 'too_long',
    });
    const bomb = lzString.compressToEncodedURIComponent('{"fn":"f","v":1,"x":"' + 'a'.repeat(400_000) + '"}');
    expect(decodePageLabLink(bomb, 'f')).toMatchObject({ ok: false, reason: 'too_long' });
    expect(decodePageLabLink(lzString.compressToEncodedURIComponent('{nope'), 'f')).toMatchObject({
      ok: false,
      reason: 'not_json',
    });
    expect(decodePageLabLink(link([1, 2]), 'f')).toMatchObject({ ok: false, reason: 'bad_shape' });
    expect(decodePageLabLink(link({ v: 1, params: {} }), 'f')).toMatchObject({
      ok: false,
      reason: 'bad_shape',
    });
    expect(decodePageLabLink(link({ fn: 'f', v: 9, params: {} }), 'f')).toMatchObject({
      ok: false,
      reason: 'bad_version',
    });
    expect(
      decodePageLabLink(link({ fn: 'f', v: 1, params: { q: { json: '1', code: 'import js' } } }), 'f'),
    ).toMatchObject({ ok: false, reason: 'bad_shape' });
  });

  it('keeps a script-ish string as the text of an input: data, never run here', () => {
    const evil = { params: { query: { json: '"<script>alert(1)</script>"' } } };
    const r = decodePageLabLink(fragment(encodePageLabLink('f', evil)), 'f');
    expect(r).toEqual({ ok: true, value: evil });
  });
});
