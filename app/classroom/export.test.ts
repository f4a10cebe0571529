import { describe, expect, it } from 'vitest';
import { exportName, inputBlocks, outcomeMarkdown, viewBoxOf } from './export';
import { clampStep, readPresent, writePresent } from './params';
import { loadLab } from '../../src/labs/index';

const classifier = { ...(await loadLab('classifier')), ui: { slug: 'classifier' }, diagrams: {} };
const planner = { ...(await loadLab('planner')), ui: { slug: 'planner' }, diagrams: {} };

describe('presenter params', () => {
  it('reads and writes the query, keeping other keys', () => {
    expect(readPresent('?present=1&walk=five-layers&step=2')).toEqual({
      present: true,
      walk: 'five-layers',
      step: 2,
    });
    expect(readPresent('?step=-3')).toEqual({ present: false, walk: null, step: 1 });
    expect(writePresent('?lock=answers', { present: true, walk: 'w', step: 3 })).toBe(
      '?lock=answers&present=1&walk=w&step=3',
    );
    expect(writePresent('?present=1&walk=w&step=3', { present: false, walk: 'w', step: 3 })).toBe('');
    expect(writePresent('', { present: true, walk: null, step: 4 })).toBe('?present=1');
    expect(clampStep(99, 6)).toBe(6);
    expect(clampStep(0, 6)).toBe(1);
  });
});

describe('exports', () => {
  it('names files safely', () => {
    expect(exportName('admission', 'schema_types', 'svg')).toBe('tool-lab-admission-schema_types.svg');
    expect(exportName('planner', 'a b/../c', 'png')).toBe('tool-lab-planner-a-b-c.png');
  });

  it('reads a viewBox', () => {
    expect(viewBoxOf('-8 -8 523.5 1130')).toEqual({ x: -8, y: -8, width: 523.5, height: 1130 });
    expect(viewBoxOf(null, '100', '50')).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(viewBoxOf('0 0 0 0')).toBeNull();
  });

  it('writes the outcome as Markdown in the UI language', () => {
    const sc = classifier.scenarios.scenarios.find((s) => s.id === 'cls-numeric-id')!;
    const md = outcomeMarkdown({
      bundle: classifier,
      state: sc.state,
      run: classifier.module.run(sc.state),
      lang: 'en',
      walkthrough: { title: 'Five layers, in order', step: 2, total: 6 },
      scenario: { title: sc.title.en, note: sc.note.en },
    });
    expect(md).toContain('## Tool Lab: Response classifier');
    expect(md).toContain('(Step 2 / 6)');
    expect(md).toContain('```json\n{');
    expect(md).toContain('**Outcome:** `protocol_mismatch`');
    expect(md).toContain('- **What this result proves**: ');
    expect(md).toContain('id of this request: `req-1`');
  });

  it('fences inputs that contain backticks and says when nothing arrived', () => {
    const md = outcomeMarkdown({
      bundle: planner,
      state: { input: '{"a": "```"}' },
      run: planner.module.run({ input: '{"a": "```"}' }),
      lang: 'zh',
    });
    expect(md).toContain('````json\n{"a": "```"}\n````');
    const blocks = inputBlocks(classifier, { response: null, expectedId: 'x' }, 'en');
    expect(blocks[0]!.code).toBeNull();
  });
});
