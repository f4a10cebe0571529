import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { edgeKey, flowchartEdgeEnds, flowchartNodeId } from './index.ts';

// Node ids as authors write them: letters, digits, `_` and `-`.
const nodeId = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,11}$/);
const svgId = fc.constantFrom('tlDiagram0', 'tl-mermaid-12', 'mermaid-3', 'x');

describe('flowchartNodeId', () => {
  it('reads the node id out of any svg id and counter', () => {
    fc.assert(
      fc.property(svgId, nodeId, fc.nat(999), (svg, id, n) => {
        expect(flowchartNodeId(`${svg}-flowchart-${id}-${n}`)).toBe(id);
      }),
    );
  });

  it('refuses ids of another shape', () => {
    expect(flowchartNodeId('tlDiagram0-L_a_b_0')).toBeNull();
    expect(flowchartNodeId('flowchart-a-1')).toBeNull();
    expect(flowchartNodeId('x-flowchart-a')).toBeNull();
  });
});

describe('flowchartEdgeEnds', () => {
  it('splits L_<from>_<to>_<n> on the chart’s own node ids, with or without the svg id', () => {
    fc.assert(
      fc.property(svgId, nodeId, nodeId, fc.nat(9), fc.boolean(), (svg, from, to, n, prefixed) => {
        const ids = new Set([from, to]);
        const raw = `L_${from}_${to}_${n}`;
        const ends = flowchartEdgeEnds(prefixed ? `${svg}-${raw}` : raw, ids);
        // Underscores can make two splits valid (a_b + c vs a + b_c); the shortest `from` wins,
        // and whatever is chosen names two real nodes and spells the same edge.
        expect(ends).not.toBeNull();
        expect(ids.has(ends!.from) && ids.has(ends!.to)).toBe(true);
        expect(`${ends!.from}_${ends!.to}`).toBe(`${from}_${to}`);
      }),
    );
  });

  it('keeps underscores inside node ids', () => {
    const ids = new Set(['check_fields', 'schema_fields', 'start']);
    expect(flowchartEdgeEnds('tlDiagram1-L_check_fields_schema_fields_0', ids)).toEqual({
      from: 'check_fields',
      to: 'schema_fields',
    });
    expect(flowchartEdgeEnds('L_start_check_fields_2', ids)).toEqual({ from: 'start', to: 'check_fields' });
  });

  it('returns null for edges whose ends are not nodes of the chart, and for other ids', () => {
    expect(flowchartEdgeEnds('L_a_b_0', new Set(['a']))).toBeNull();
    expect(flowchartEdgeEnds('tlDiagram0-flowchart-a-0', new Set(['a']))).toBeNull();
    expect(flowchartEdgeEnds('L_a_b', new Set(['a', 'b']))).toBeNull();
  });

  it('names edges the way lab traces do', () => {
    expect(edgeKey('fields', 'sf')).toBe('fields->sf');
  });
});
