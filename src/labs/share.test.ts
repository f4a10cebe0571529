import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { loadLab } from './registry.ts';
import { decodeShareState, encodeShareFragment, readShareFragment, MAX_FRAGMENT_CHARS } from './share.ts';
import { inflateUriComponent } from './lz-inflate.ts';

const enc = (obj: unknown) => compressToEncodedURIComponent(JSON.stringify(obj));
const admission = (await loadLab('admission')).module;
const classifier = (await loadLab('classifier')).module;
const planner = (await loadLab('planner')).module;

describe('share links', () => {
  it('round-trips every lab state exactly', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.string()),
        fc.option(fc.string(), { nil: null }),
        fc.string(),
        (a, cities, r, id) => {
          const f1 = readShareFragment(
            '#' + encodeShareFragment(admission, { args: a, allowedCities: cities }),
          )!;
          expect(decodeShareState(admission, f1)).toEqual({
            ok: true,
            state: { args: a, allowedCities: cities },
          });
          const f2 = readShareFragment(encodeShareFragment(classifier, { response: r, expectedId: id }))!;
          expect(decodeShareState(classifier, f2)).toEqual({
            ok: true,
            state: { response: r, expectedId: id },
          });
          const f3 = readShareFragment(encodeShareFragment(planner, { input: a }))!;
          expect(decodeShareState(planner, f3)).toEqual({ ok: true, state: { input: a } });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('accepts links written by hand in the documented format', () => {
    const s = enc({ v: 1, args: '{"city": "北京", "days": 3}', allowedCities: ['北京'] });
    expect(decodeShareState(admission, s)).toMatchObject({ ok: true });
    expect(decodeShareState(classifier, enc({ v: 1, response: null, expectedId: 'req-1' }))).toMatchObject({
      ok: true,
    });
  });

  it('opens the links the first release copied', () => {
    const saved = JSON.parse(readFileSync('e2e/fixtures/release-1/browser-state.json', 'utf8')) as {
      shareLinks: Record<string, { url: string }>;
    };
    for (const [slug, { url }] of Object.entries(saved.shareLinks)) {
      const lab = { admission, classifier, planner }[slug]!;
      const r = decodeShareState(lab, readShareFragment(new URL(url, 'http://x').hash)!);
      expect(r, slug).toMatchObject({ ok: true });
    }
  });

  it('refuses malformed, wrongly shaped, wrongly versioned and oversized links with a reason', () => {
    expect(decodeShareState(planner, '%%%not-lz')).toMatchObject({ ok: false });
    expect(decodeShareState(planner, compressToEncodedURIComponent('{oops'))).toMatchObject({
      ok: false,
      reason: 'not_json',
    });
    expect(decodeShareState(planner, enc([1]))).toMatchObject({ ok: false, reason: 'bad_shape' });
    expect(decodeShareState(planner, enc({ v: 2, input: '' }))).toMatchObject({
      ok: false,
      reason: 'bad_version',
    });
    expect(decodeShareState(planner, enc({ input: '' }))).toMatchObject({ ok: false, reason: 'bad_version' });
    expect(decodeShareState(planner, enc({ v: 1, input: 3 }))).toMatchObject({
      ok: false,
      reason: 'bad_shape',
    });
    expect(decodeShareState(planner, enc({ v: 1, input: '', extra: 1 }))).toMatchObject({
      ok: false,
      reason: 'bad_shape',
    });
    expect(decodeShareState(admission, enc({ v: 1, args: '', allowedCities: [1] }))).toMatchObject({
      ok: false,
    });
    expect(decodeShareState(classifier, enc({ v: 1, response: 5, expectedId: 'x' }))).toMatchObject({
      ok: false,
    });
    expect(decodeShareState(planner, 'A'.repeat(MAX_FRAGMENT_CHARS + 1))).toMatchObject({
      ok: false,
      reason: 'too_long',
    });
    expect(decodeShareState(planner, enc({ v: 1, input: 'x'.repeat(300_000) }))).toMatchObject({
      ok: false,
      reason: 'too_long',
    });
    expect(readShareFragment('#other=1')).toBeNull();
  });

  it('stops inflating a small link that would unpack to megabytes', () => {
    const bomb = compressToEncodedURIComponent('x'.repeat(600_000));
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT_CHARS);
    expect(inflateUriComponent(bomb, 200_000)).toEqual({ ok: false, reason: 'too_long' });
    expect(decodeShareState(planner, bomb)).toMatchObject({ ok: false, reason: 'too_long' });
  });

  it('inflates exactly what lz-string compressed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(inflateUriComponent(compressToEncodedURIComponent(s), 1e7)).toEqual({ ok: true, text: s });
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on arbitrary fragments', () => {
    fc.assert(fc.property(fc.string(), (s) => void decodeShareState(admission, s)));
  });
});
