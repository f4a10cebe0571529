import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import { findFigure, finishDiagramSvg, finishPage, preparePage, readDiagramSvgs } from './index.ts';
import { fullBody, pageSource } from './test-helpers.ts';
import { classes } from './tree.ts';

/** The shape of what mermaid 11 draws for `flowchart TD; start --> check_a; check_a -- no --> x_1`. */
const DRAWN = `<svg id="r-0" width="300.123456" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="flowchart" height="1200" viewBox="0 0 300.123456 1200" role="graphics-document document" aria-roledescription="flowchart-v2" style="max-width: 300px;" aria-labelledby="chart-title-r-0"><title id="chart-title-r-0">t</title><style>#r-0{font-family:x;}#r-0 .node rect{fill:#ECECFF;}</style><g><marker id="r-0_flowchart-v2-pointEnd" class="marker flowchart-v2" viewBox="0 0 10 10"><path d="M 0 0 L 10 5 L 0 10 z" class="arrowMarkerPath"/></marker><marker id="r-0_flowchart-v2-circleEnd" class="marker flowchart-v2"><circle cx="5" cy="5" r="5"/></marker><g class="root"><g class="edgePaths"><path d="M1.23456,2L3,4" id="r-0-L_start_check_a_0" class="flowchart-link" style=";" data-edge="true" data-id="L_start_check_a_0" data-points="W3t9XQ==" marker-end="url(#r-0_flowchart-v2-pointEnd)"/><path d="M3,4L5,6" id="r-0-L_check_a_x_1_0" class="flowchart-link" data-edge="true" data-id="L_check_a_x_1_0" marker-end="url(#r-0_flowchart-v2-pointEnd)"/><path d="M5,6L7,8" id="r-0-L_ghost_x_1_0" class="flowchart-link" data-edge="true" data-id="L_ghost_x_1_0"/></g><g class="nodes"><g class="node default" id="r-0-flowchart-start-0" data-look="classic" transform="translate(150.5555, 20)"><rect class="basic label-container" x="-40" y="-20" width="80" height="40"/><g class="label"><text y="-10.1"><tspan class="text-outer-tspan row" textLength="42.5" lengthAdjust="spacing">开始</tspan></text></g></g><g class="node default" id="r-0-flowchart-check_a-1"><polygon points="0,0 10,10" class="label-container"/></g><g class="node default" id="r-0-flowchart-x_1-3"><rect class="basic label-container" fill="url(#r-0-gradient)"/></g></g></g></g></svg>`;

const OPTIONS = { domId: 'tlDiagram3', title: '流程 <A&B>' };

function parse(svg: string): Element {
  return fromHtml(svg, { fragment: true }).children[0] as Element;
}

function all(svg: Element, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  visit(svg, 'element', (el: Element) => {
    if (test(el)) out.push(el);
  });
  return out;
}

describe('finishDiagramSvg', () => {
  const svg = parse(finishDiagramSvg(DRAWN, OPTIONS)!);

  it('stamps every node and edge the way lit paths name them', () => {
    const nodes = all(svg, (el) => el.properties.dataNode !== undefined).map((el) => el.properties.dataNode);
    expect(nodes).toEqual(['start', 'check_a', 'x_1']);
    const edges = all(svg, (el) => el.tagName === 'path' && el.properties.dataEdge !== undefined);
    expect(edges.map((el) => el.properties.dataEdge)).toEqual(['start->check_a', 'check_a->x_1']);
    // An edge whose ends are not nodes of the chart loses mermaid's data-edge="true".
    expect(all(svg, (el) => el.properties.dataEdge === 'true')).toEqual([]);
  });

  it('drops invisible layout links: they place nodes and draw nothing', () => {
    const withLink = DRAWN.replace(
      '</g><g class="nodes">',
      '<path d="M1,1L2,2" id="r-0-L_start_x_1_0" class="edge-thickness-invisible edge-pattern-solid" data-edge="true" data-id="L_start_x_1_0"/></g><g class="nodes">',
    );
    const out = parse(finishDiagramSvg(withLink, OPTIONS)!);
    expect(all(out, (el) => el.tagName === 'path' && el.properties.dataEdge === 'start->x_1')).toEqual([]);
    expect(all(out, (el) => el.tagName === 'path' && el.properties.dataEdge !== undefined)).toHaveLength(2);
  });

  it('gives the SVG and everything inside ids of its own, references included', () => {
    expect(svg.properties.id).toBe('tlDiagram3');
    const ids = all(svg, (el) => typeof el.properties.id === 'string').map((el) => String(el.properties.id));
    expect(ids.length).toBeGreaterThan(4);
    for (const id of ids) expect(id).toContain('tlDiagram3');
    expect(finishDiagramSvg(DRAWN, OPTIONS)).not.toMatch(/r-0/);
    const ends = all(svg, (el) => el.properties.markerEnd !== undefined).map((el) => el.properties.markerEnd);
    expect(new Set(ends)).toEqual(new Set(['url(#tlDiagram3_flowchart-v2-pointEnd)']));
    expect(all(svg, (el) => el.tagName === 'marker').map((el) => el.properties.id)).toEqual([
      'tlDiagram3_flowchart-v2-pointEnd',
    ]);
    expect(svg.properties.ariaLabelledBy).toBeUndefined();
    expect(all(svg, (el) => el.tagName === 'title')[0]!.properties.id).toBe('chart-title-tlDiagram3');
  });

  it('is an accessible image with the diagram title, sized for the page, themed by CSS', () => {
    expect(svg.properties.role).toBe('img');
    expect(svg.properties.ariaLabel).toBe('流程 <A&B>');
    expect(svg.properties.className).toEqual(['tl-diagram', 'flowchart']);
    // Never shrunk (labels keep their size; a tall chart scrolls): the natural size, also as the
    // variables the stylesheet scales by context.
    expect([svg.properties.width, svg.properties.height]).toEqual(['300', '1200']);
    expect(svg.properties.style).toBe('--dg-w:300;--dg-h:1200');
    expect(all(svg, (el) => el.tagName === 'style')).toEqual([]);
    expect(finishDiagramSvg(DRAWN, OPTIONS)).toContain('aria-label="流程 <A&#x26;B>"');
  });

  it('keeps the label lengths measured at build and rounds coordinates', () => {
    const row = all(svg, (el) => el.tagName === 'tspan')[0]!;
    expect(row.properties.textLength).toBe('42.5');
    expect(row.properties.lengthAdjust).toBe('spacing');
    const edge = all(svg, (el) => el.properties.dataEdge === 'start->check_a')[0]!;
    expect(edge.properties.d).toBe('M1.23 2L3 4');
    expect(edge.properties.dataPoints).toBeUndefined();
  });

  it('writes a node outline mermaid stroked through rough.js as plain lines, once', () => {
    const twice =
      'M-9.5 -5 C-3.1 -5, 4.2 -5, 9.5 -5 M-9.5 -5 C-2.5 -5, 5 -5, 9.5 -5 M9.5 -5 C9.5 -1, 9.5 2, 9.5 5 ';
    const rough = DRAWN.replace(
      '<rect class="basic label-container" x="-40" y="-20" width="80" height="40"/>',
      `<g class="basic label-container outer-path"><path d="${twice}" stroke="#9370DB" fill="none"/></g>`,
    );
    const node = all(
      parse(finishDiagramSvg(rough, OPTIONS)!),
      (el) => el.properties.dataNode === 'start',
    )[0]!;
    const path = all(node, (el) => el.tagName === 'path')[0]!;
    expect(path.properties.d).toBe('M-9.5 -5L9.5 -5M9.5 -5L9.5 5');
    expect(all(node, (el) => classes(el).includes('outer-path'))).toHaveLength(1);
  });

  it('drops anything that could run script or fetch from elsewhere', () => {
    const hostile = DRAWN.replace(
      '<g class="nodes">',
      '<g class="nodes" onclick="x()"><script>alert(1)</script><foreignObject><div>hi</div></foreignObject>' +
        '<a href="javascript:alert(1)"><text>a</text></a><image href="https://evil.example/x.png"/>' +
        '<rect style="fill: url(https://evil.example/p)" fill="url(http://evil.example/q)" width="1"/>' +
        '<use href="https://evil.example/s.svg#a"/><set attributeName="x" to="1"/>',
    );
    const html = finishDiagramSvg(hostile, OPTIONS)!;
    expect(html).not.toMatch(/script|foreignObject|<a |<image|<use|<set|onclick|evil\.example/i);
    expect(html).toContain('fill="url(#tlDiagram3-gradient)"');
  });

  it('leaves anything but a mermaid flowchart to the browser', () => {
    expect(finishDiagramSvg(DRAWN.replace('flowchart-v2', 'sequence'), OPTIONS)).toBeNull();
    expect(finishDiagramSvg('<p>not svg</p>', OPTIONS)).toBeNull();
    expect(finishDiagramSvg(DRAWN.replace('viewBox="0 0 300.123456 1200"', ''), OPTIONS)).toBeNull();
  });
});

describe('diagrams in the page at build time', () => {
  const source = pageSource(
    fullBody(
      'T',
      'zh',
      '\n```mermaid\n%% title: 一\nflowchart TD\n  a --> b\n```\n\n```mermaid\nflowchart TD\n  a --> b\n```\n\n```mermaid\nflowchart TD\n  c --> d\n```\n',
    ),
  );

  it('puts the SVG, caption and (for screen readers) the source in each figure it has a drawing for', () => {
    const page = preparePage(source, { path: 'topics/demo.md' });
    const seen: string[] = [];
    const html = finishPage(page, null, {
      diagramSvg: (d, path) => {
        seen.push(`${path}#${d.index}`);
        return d.source.includes('c --> d') ? undefined : DRAWN;
      },
    }).html;
    expect(seen).toEqual(['topics/demo.md#0', 'topics/demo.md#1', 'topics/demo.md#2']);
    const figures = html.match(/<figure[\s\S]*?<\/figure>/g)!;
    expect(figures).toHaveLength(3);
    expect(figures[0]).toMatch(
      /^<figure class="diagram" data-diagram-index="0" data-title="一" data-rendered="build" data-state="drawn"><figcaption>一<\/figcaption><div class="diagram-viewport"><div class="diagram-stage"><svg id="tlDiagram0"/,
    );
    expect(figures[0]).toContain(
      '<pre class="diagram-source sr-only">%% title: 一\nflowchart TD\n  a --> b</pre>',
    );
    // The same drawing twice on one page: still two distinct sets of ids.
    expect(figures[1]).toContain('<svg id="tlDiagram1"');
    expect(figures[1]).not.toContain('tlDiagram0');
    // No drawing: the figure keeps its source for the browser's mermaid.
    expect(figures[2]).toBe(
      '<figure class="diagram" data-diagram-index="2" data-title="来源"><pre class="diagram-source">flowchart TD\n  c --> d</pre></figure>',
    );
  });

  it('reads back, by source, exactly the drawings it put in (not the undrawn figure, not math)', () => {
    const withMath = source.replace(
      '```mermaid\nflowchart TD\n  c',
      '$$\n\\sqrt{x}\n$$\n\n```mermaid\nflowchart TD\n  c',
    );
    const done = finishPage(preparePage(withMath, { path: 'topics/demo.md' }), null, {
      diagramSvg: (d) => (d.source.includes('c --> d') ? undefined : DRAWN),
    });
    expect(done.html).toContain('<svg'); // KaTeX's own SVGs sit outside the figures
    const read = readDiagramSvgs(done.html, done.diagrams);
    const stages = [...done.html.matchAll(/<div class="diagram-stage">([\s\S]*?)<\/div><\/div><pre/g)].map(
      (m) => m[1],
    );
    expect([...read.keys()]).toEqual(done.diagrams.slice(0, 2).map((d) => d.source));
    expect([...read.values()]).toEqual(stages);
    for (const svg of read.values()) {
      const root = fromHtml(svg, { fragment: true }).children;
      expect(root.map((n) => (n.type === 'element' ? n.tagName : n.type))).toEqual(['svg']);
    }
    // Written otherwise (no stage): nothing is read.
    expect(readDiagramSvgs(done.html.replaceAll('diagram-stage', 'x'), done.diagrams).size).toBe(0);
  });
});

describe('findFigure', () => {
  const drawn = '<figure class="diagram" data-diagram-index="1" data-rendered="build"><svg></svg></figure>';
  const plain = '<figure class="diagram" data-diagram-index="0" data-title="t"><pre>a</pre></figure>';
  const html = `<p>x</p>${plain}${drawn}`;

  it('finds a figure by index, from its opening tag to its closing tag', () => {
    const at = findFigure(html, 0, false)!;
    expect(html.slice(at.open, at.end)).toBe(plain.slice(0, -'</figure>'.length));
    const built = findFigure(html, 1, true)!;
    expect(html.slice(built.open, built.end + '</figure>'.length)).toBe(drawn);
  });

  it('with drawn, only a figure the build drew; never an unclosed one or another index', () => {
    expect(findFigure(html, 0, true)).toBeNull();
    expect(findFigure(html, 2, false)).toBeNull();
    expect(findFigure('<figure class="diagram" data-diagram-index="0">', 0, false)).toBeNull();
    // index 1 must not match the figure of index 10
    expect(findFigure('<figure class="diagram" data-diagram-index="10"></figure>', 1, false)).toBeNull();
  });
});
