/**
 * The chart of a selection report: for each family and for all cases, a before bar and an after bar of
 * one metric, each with its 95 % Wilson interval as a whisker. It is built once as a small element tree
 * (`evalChartTree`) from which the UI renders real SVG elements (no markup string is ever parsed into
 * the page) and `evalChartSvg` writes the exported file. Pure (no DOM). Only a fixed set of elements
 * exists here and no attribute can hold script; every text and attribute value is XML-escaped when
 * serialised, and colours are inline so the exported file looks the same anywhere.
 */
import type { Bilingual } from '../../i18n/index.ts';
import { labelled, type Lang } from '../../i18n/index.ts';
import type { EvalReport, FamilyReport, Metric, Rate } from './report.ts';

/** The elements a chart may contain: nothing that can load or run anything. */
export type SvgTag = 'svg' | 'title' | 'rect' | 'line' | 'path' | 'text';

export interface SvgNode {
  tag: SvgTag;
  /** Attribute names as SVG spells them (`text-anchor`, `viewBox`); values are plain data. */
  attrs: Readonly<Record<string, string | number>>;
  children: readonly SvgNode[];
  /** Text content (`title`, `text`), escaped on output. */
  text?: string;
}

const TITLES: Record<Metric, Bilingual> = {
  misselection: { zh: '选错率', en: 'Mis-selection rate' },
  firstPass: { zh: '参数首次通过率', en: 'Parameter first-pass rate' },
  success: { zh: '任务成功率', en: 'Task success rate' },
};

const COLOURS = { before: '#8a94a6', after: '#2563eb', whisker: '#111827', grid: '#d1d5db', text: '#111827' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const el = (
  tag: SvgTag,
  attrs: Record<string, string | number>,
  children: SvgNode[] = [],
  text?: string,
): SvgNode => (text === undefined ? { tag, attrs, children } : { tag, attrs, children, text });

/** The chart as markup, for the exported file. */
export function svgToString(node: SvgNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  const inner =
    (node.text !== undefined ? escapeXml(node.text) : '') + node.children.map(svgToString).join('');
  const sep = node.tag === 'svg' ? '\n' : '';
  return `<${node.tag}${attrs}>${sep}${inner}${sep}</${node.tag}>`;
}

/** Rough width of a text in px: full-width characters take the font size, others a little over half. */
function titleWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/u.test(ch) ? size : size * 0.6;
  return Math.ceil(w);
}

const pctLabel = (x: number | null) => (x === null ? '–' : `${Math.round(x * 1000) / 10}%`);

export function evalChartTitle(metric: Metric, lang: Lang): string {
  return `${TITLES[metric][lang]} · ${lang === 'zh' ? '前后对比（95% Wilson 区间）' : 'before and after (95% Wilson intervals)'}`;
}

export function evalChartTree(report: EvalReport, metric: Metric, lang: Lang): SvgNode {
  const groups: FamilyReport[] = [...report.families, report.overall];
  const [left, top, plotH, minGroupW, barW] = [48, 40, 200, 92, 28];
  const title = evalChartTitle(metric, lang);
  // Wide enough for the title too (a report with one family is narrower than its title).
  const width = Math.max(left + groups.length * minGroupW + 16, left + titleWidth(title, 14) + 16);
  const groupW = Math.floor((width - left - 16) / groups.length);
  const height = top + plotH + 64;
  const y = (v: number) => top + plotH * (1 - v);
  const out: SvgNode[] = [
    el('title', {}, [], title),
    el('rect', { width, height, fill: '#ffffff' }),
    el('text', { x: left, y: 20, fill: COLOURS.text, 'font-size': 14 }, [], title),
  ];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(el('line', { x1: left, x2: width - 16, y1: y(tick), y2: y(tick), stroke: COLOURS.grid }));
    out.push(
      el(
        'text',
        { x: left - 6, y: y(tick) + 4, 'text-anchor': 'end', fill: COLOURS.text },
        [],
        `${tick * 100}%`,
      ),
    );
  }
  const bar = (r: Rate, x: number, colour: string, label: string) => {
    if (r.rate === null) return;
    const tip = el('title', {}, [], labelled(lang, label, `${r.k}/${r.n} = ${pctLabel(r.rate)}`));
    out.push(el('rect', { x, y: y(r.rate), width: barW, height: plotH * r.rate, fill: colour }, [tip]));
    if (r.ci) {
      const cx = x + barW / 2;
      const d = `M${cx} ${y(r.ci.hi)}V${y(r.ci.lo)}M${cx - 5} ${y(r.ci.hi)}H${cx + 5}M${cx - 5} ${y(r.ci.lo)}H${cx + 5}`;
      out.push(el('path', { d, stroke: COLOURS.whisker, fill: 'none' }));
    }
  };
  groups.forEach((g, i) => {
    const x0 = left + i * groupW + (groupW - 2 * barW - 4) / 2;
    const name = g.family ?? (lang === 'zh' ? '全部' : 'all');
    bar(g.before[metric], x0, COLOURS.before, `${name} · ${lang === 'zh' ? '之前' : 'before'}`);
    bar(g.after[metric], x0 + barW + 4, COLOURS.after, `${name} · ${lang === 'zh' ? '之后' : 'after'}`);
    const short = name.length > 12 ? `${name.slice(0, 11)}…` : name;
    out.push(
      el(
        'text',
        { x: x0 + barW + 2, y: top + plotH + 18, 'text-anchor': 'middle', fill: COLOURS.text },
        [],
        short,
      ),
    );
  });
  const ly = top + plotH + 44;
  out.push(el('rect', { x: left, y: ly - 10, width: 12, height: 12, fill: COLOURS.before }));
  out.push(el('text', { x: left + 18, y: ly, fill: COLOURS.text }, [], lang === 'zh' ? '之前' : 'before'));
  out.push(el('rect', { x: left + 80, y: ly - 10, width: 12, height: 12, fill: COLOURS.after }));
  out.push(el('text', { x: left + 98, y: ly, fill: COLOURS.text }, [], lang === 'zh' ? '之后' : 'after'));
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': title,
      'font-family': 'system-ui, sans-serif',
      'font-size': 12,
    },
    out,
  );
}

/** The chart as a self-contained SVG file. */
export function evalChartSvg(report: EvalReport, metric: Metric, lang: Lang): string {
  return svgToString(evalChartTree(report, metric, lang));
}
