// The spec-revision switch: its data against the claims file and the flowchart, and the state's
// version 2, which still opens version-1 links and saved work.
import { readFileSync } from 'node:fs';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { loadLab } from '../registry.ts';
import { decodeShareState, encodeShareFragment, readShareFragment } from '../share.ts';
import { decodeVersioned } from '../state.ts';
import { classifierFlowchart } from './flowchart.ts';
import { PAGE_REVISION, REVISIONS, REVISION_RULES, rulesAt, rulesForNode } from './revisions.ts';

const claims = JSON.parse(
  readFileSync(new URL('../../../content/claims/mcp-architecture.json', import.meta.url), 'utf8'),
);
const lab = (await loadLab('classifier')).module;
const enc = (obj: unknown) => compressToEncodedURIComponent(JSON.stringify(obj));

describe('spec revision data', () => {
  const nodes = new Set<string>(classifierFlowchart.nodes.map((n) => n.id));

  it('names existing claims citing the changelog, and real classifier nodes', () => {
    for (const rule of REVISION_RULES) {
      const claim = claims[rule.claim];
      expect(claim, rule.claim).toBeDefined();
      const paths = claim.sources.map((s: { path?: string }) => s.path);
      expect(paths).toContain('docs/specification/2025-11-25/changelog.mdx');
      for (const n of rule.nodes) expect(nodes.has(n), n).toBe(true);
      for (const r of REVISIONS) expect(rule.rule[r].zh && rule.rule[r].en).toBeTruthy();
    }
    expect(rulesAt('2025-06-18').every((r) => !r.differsFromPage)).toBe(true);
    expect(
      rulesAt('2025-11-25')
        .filter((r) => r.differsFromPage)
        .map((r) => r.rule.id),
    ).toEqual(['input-validation-errors', 'schema-dialect', 'tool-names']);
    expect(rulesForNode('tool_succeeded').map((r) => r.id)).toEqual(['input-validation-errors']);
  });
});

describe('classifier state version 2', () => {
  it('upgrades a version-1 state to the page revision; a version-2 state keeps its revision', () => {
    expect(lab.state.version).toBe(2);
    expect(decodeVersioned(lab, { v: 1, response: null, expectedId: 'req-1' })).toEqual({
      ok: true,
      state: { response: null, expectedId: 'req-1', revision: PAGE_REVISION },
    });
    const later = { response: '{}', expectedId: 'a', revision: '2025-11-25' };
    const link = readShareFragment('#' + encodeShareFragment(lab, later))!;
    expect(decodeShareState(lab, link)).toEqual({ ok: true, state: later });
  });

  it('refuses a revision the switch does not have, and reads a state without one (scenarios)', () => {
    expect(
      decodeShareState(lab, enc({ v: 2, response: null, expectedId: 'x', revision: '2024-11-05' })),
    ).toMatchObject({ ok: false, reason: 'bad_shape' });
    expect(decodeShareState(lab, enc({ v: 2, response: null, expectedId: 'x' }))).toMatchObject({ ok: true });
  });

  it('leaves the verdict alone: the switch changes what is shown beside it', () => {
    const response = '{"jsonrpc": "2.0", "id": "r", "result": {"content": [], "isError": true}}';
    for (const revision of REVISIONS)
      expect(lab.run({ response, expectedId: 'r', revision }).outcome).toBe('tool_error');
  });

  it('names the revision in the presenter blocks only when it is not the page revision', () => {
    const base = { response: null, expectedId: 'r' };
    expect(
      lab
        .describe(base, 'en')
        .map((b) => b.text)
        .join('\n'),
    ).not.toContain('2025-11-25');
    expect(lab.describe({ ...base, revision: '2025-11-25' }, 'zh').at(-1)?.text).toMatch(/^2025-11-25/);
  });
});
