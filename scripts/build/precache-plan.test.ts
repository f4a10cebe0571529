import { describe, expect, it } from 'vitest';
import { bareTwinOf, isFirstVisit, laterList, sameButAddress } from './precache-plan.ts';
import { pagePathFor } from '../../app/routing/routes.ts';

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

describe('the /zh/ pages', () => {
  const page = (address: string, body: string) =>
    `<html lang="zh-CN"><body><div id="root" data-prerendered="${address}"><main>${body}</main></div></body></html>`;

  it('stand in for the bare page the service worker answers them with', () => {
    for (const url of ['zh/index.html', 'zh/labs/admission/index.html', 'zh/topics/a/practice/index.html'])
      expect('/' + bareTwinOf(url)).toBe(
        pagePathFor('/' + url.replace(/index\.html$/, '')).replace(/\/?$/, '/index.html'),
      );
  });

  it('are the bare page when only the prerendered address differs', () => {
    expect(sameButAddress(page('/labs/a', 'x'), page('/zh/labs/a', 'x'))).toBe(true);
  });

  it('are not when anything else differs, even one character', () => {
    expect(sameButAddress(page('/labs/a', 'x'), page('/zh/labs/a', 'y'))).toBe(false);
    expect(sameButAddress(page('/labs/a', 'x'), page('/zh/labs/a', 'x').replace('zh-CN', 'en'))).toBe(false);
  });
});
