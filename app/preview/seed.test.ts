import { describe, expect, it } from 'vitest';
import { seedScript, type PreviewSeed } from './seed';

describe('seedScript', () => {
  it('carries the draft through the page unchanged, with nothing in it able to end the script', () => {
    const source = '# 标题\n\n$$\nx < y && "a" > b\n$$\n</script><script>alert(1)</script><!-- \u2028 $& $\'';
    const seed: PreviewSeed = { lang: 'zh', path: 'topics/a.md', source, header: null, html: '<p>x</p>' };
    const script = seedScript(seed);
    const open = '<script type="application/json" id="preview-seed">';
    expect(script.startsWith(open)).toBe(true);
    const body = script.slice(open.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    // The article is not repeated: the page already holds it.
    expect(JSON.parse(body)).toEqual({ ...seed, html: '' });
  });
});
