import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hrefFor, pagePathFor, parseLocation, type Route } from './routes';

const routes: Route[] = [
  { name: 'home' },
  { name: 'topic', id: 'tools-skills' },
  { name: 'practice', id: 'tools-skills' },
  { name: 'function', id: 'tools-skills', fn: 'admit_call' },
  { name: 'labs' },
  { name: 'lab', slug: 'admission' },
  { name: 'preview' },
];

describe('pagePathFor', () => {
  it('serves an explicit /zh/ address from the bare page of the same route', () => {
    for (const route of routes) {
      const explicit = hrefFor(route, 'zh', true);
      expect(pagePathFor(explicit)).toBe(hrefFor(route, 'zh'));
      expect(parseLocation(pagePathFor(explicit)).route).toEqual(parseLocation(explicit).route);
    }
    expect(pagePathFor('/zh')).toBe('/');
  });

  it('leaves bare, English and look-alike paths as they are', () => {
    for (const path of ['/', '/topics/zh', '/en/labs/admission', '/zhx/labs', '/en/zh/preview'])
      expect(pagePathFor(path)).toBe(path);
  });

  it('never changes what route or language a path names, except making zh implicit', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const before = parseLocation(path);
        const after = parseLocation(pagePathFor(path));
        expect(after.route).toEqual(before.route);
        expect(after.lang).toBe(before.lang);
      }),
    );
  });
});
