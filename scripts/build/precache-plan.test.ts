import { describe, expect, it } from 'vitest';
import { isFirstVisit, laterList } from './precache-plan.ts';

const shell = new Set(['assets/index-A.js', 'assets/react-B.js', 'assets/index-C.css']);
const files = [
  'index.html',
  'topics/tools-skills/index.html',
  'en/labs/admission/index.html',
  '404.html',
  'manifest.webmanifest',
  'en/manifest.webmanifest',
  'icons/icon-192.png',
  'favicon.svg',
  'assets/index-A.js',
  'assets/react-B.js',
  'assets/index-C.css',
  'assets/monaco-D.js',
  'assets/json.worker-E.js',
  'assets/tokenizer-F.js',
  'assets/admission-G.js',
  'search/abc/zh/manifest.json',
  'screenshot.png',
];

describe('the precache plan', () => {
  it('fetches the shell, every page, the manifests and icons on the first visit', () => {
    expect(files.filter((f) => isFirstVisit(f, shell))).toEqual(files.slice(0, 11));
  });

  it('leaves the rest for later, as absolute paths', () => {
    expect(laterList(files, shell).urls).toEqual([
      '/assets/admission-G.js',
      '/assets/json.worker-E.js',
      '/assets/monaco-D.js',
      '/assets/tokenizer-F.js',
      '/screenshot.png',
      '/search/abc/zh/manifest.json',
    ]);
  });

  it('names the later cache after its list: the same list the same name, a changed one a new name', () => {
    const a = laterList(files, shell).cache;
    expect(laterList([...files].reverse(), shell).cache).toBe(a);
    expect(laterList([...files, 'assets/planner-H.js'], shell).cache).not.toBe(a);
    expect(a).toMatch(/^tool-lab-later-[0-9a-f]{12}$/);
  });
});
