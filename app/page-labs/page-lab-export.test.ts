// A page lab's Markdown export and the trace that lights the page's own diagram.
import { describe, expect, it } from 'vitest';
import { topicHighlight } from '../../src/labs/index';
import { pageLabExportWhat, pageLabMarkdown } from './page-lab-export';
import { pageTrace } from './page-diagram-light';

describe('page lab export', () => {
  it('writes the call and what it gave, fenced so any value survives', () => {
    const md = pageLabMarkdown({
      fn: 'f',
      call: 'f("```")',
      report: { raised: 'KeyError', message: "'name'", exit: 'L3' },
      lang: 'en',
      step: { step: 2, total: 5, line: 3 },
    });
    expect(md).toContain('**Step 2 / 5, line 3**');
    expect(md).toContain('````python\nf("```")\n````');
    expect(md).toContain("```text\nKeyError: 'name'\n```");
    expect(md).toContain('Reached exit L3');
    expect(pageLabMarkdown({ fn: 'f', call: null, report: { returned: '1' }, lang: 'zh' })).toContain(
      '**返回值（repr）：**',
    );
  });

  it('names the file after the exit and the step', () => {
    expect(pageLabExportWhat({ exit: 'L14' }, 3)).toBe('L14-step-3');
    expect(pageLabExportWhat({})).toBe('run');
  });

  it('lights the mapped diagram: the path on the way, the exit last, unmapped nodes untouched', () => {
    const map = { start: ['a'], n4: ['q'], L5: ['no'], L9: ['yes'] };
    const h = topicHighlight(map, pageTrace({ path: ['n4', 'n8'], exit: 'L9' }));
    expect(Object.fromEntries(h.nodes)).toEqual({ a: 'path', q: 'path', no: 'idle', yes: 'exit' });
    expect([...h.edges]).toEqual(['a->q', 'q->yes']);
  });
});
