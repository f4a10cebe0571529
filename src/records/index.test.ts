import { describe, expect, it } from 'vitest';
import { defineRecord, readStoredText, storedText } from './index.ts';

const clean = (d: Record<string, unknown>) => (typeof d.text === 'string' ? { text: d.text } : null);
const NOTE = defineRecord({ key: 'test:note', steps: [], clean });
const EARLY_NOTE = defineRecord({ key: 'test:early-note', steps: [], clean, unversioned: 1 });

describe('stored text', () => {
  it('is the version first, then the value, and reads back', () => {
    expect(storedText(NOTE, { text: 'a' })).toBe('{"v":1,"text":"a"}');
    expect(readStoredText(NOTE, '{"v":1,"text":"a"}')).toEqual({ ok: true, value: { text: 'a' }, from: 1 });
  });

  it('reads a value without a version only for a record first stored without one', () => {
    expect(readStoredText(NOTE, '{"text":"a"}')).toMatchObject({ ok: false, reason: 'bad_version' });
    expect(readStoredText(EARLY_NOTE, '{"text":"a"}')).toEqual({ ok: true, value: { text: 'a' }, from: 1 });
    expect(readStoredText(EARLY_NOTE, '["text"]')).toMatchObject({ ok: false, reason: 'bad_shape' });
  });

  it('refuses text that is not JSON, and a newer version, without throwing', () => {
    expect(readStoredText(EARLY_NOTE, '{')).toMatchObject({ ok: false, reason: 'bad_shape' });
    expect(readStoredText(EARLY_NOTE, '{"v":2,"text":"a"}')).toMatchObject({ reason: 'bad_version' });
  });
});
