/**
 * The chart of a selection report as one self-contained SVG string: for each family and for all cases,
 * a before bar and an after bar of one metric, each with its 95 % Wilson interval as a whisker. Pure
 * (no DOM): the UI shows the string and exports it as a file. Every text is XML-escaped, and colours are
 * inline so the exported file looks the same anywhere.
 */
import type { Lang } from '../../i18n/index.ts';
import type { EvalReport, FamilyReport, Metric, Rate } from './report.ts';

const TITLES: Record<Metric, { zh: string; en: string }> = {
  misselection: { zh: '选错率', en: 'Mis-selection rate' },
  firstPass: { zh: '参数首次通过率', en: 'Parameter first-pass rate' },
  success: { zh: '任务成功率', en: 'Task success rate' },
};

const COLOURS = { before: '#8a94a6', after: '#2563eb', whisker: '#111827', grid: '#d1d5db', text: '#111827' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const pctLabel = (x: number | null) => (x === null ? '–' : `${Math.round(x * 1000) / 10}%`);

export function evalChartSvg(report: EvalReport, metric: Metric, lang: Lang): string {
  const groups: FamilyReport[] = [...report.families, report.overall];
  const [left, top, plotH, groupW, barW] = [48, 40, 200, 92, 28];
  const width = left + groups.length * groupW + 16;
  const height = top + plotH + 64;
  const y = (v: number) => top + plotH * (1 - v);
  const title = `${TITLES[metric][lang]} · ${lang === 'zh' ? '前后对比（95% Wilson 区间）' : 'before and after (95% Wilson intervals)'}`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${left}" y="20" fill="${COLOURS.text}" font-size="14">${escapeXml(title)}</text>`,
  ];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(
      `<line x1="${left}" x2="${width - 16}" y1="${y(tick)}" y2="${y(tick)}" stroke="${COLOURS.grid}"/>`,
    );
    out.push(
      `<text x="${left - 6}" y="${y(tick) + 4}" text-anchor="end" fill="${COLOURS.text}">${tick * 100}%</text>`,
    );
  }
  const bar = (r: Rate, x: number, colour: string, label: string) => {
    if (r.rate === null) return;
    out.push(
      `<rect x="${x}" y="${y(r.rate)}" width="${barW}" height="${plotH * r.rate}" fill="${colour}"><title>${escapeXml(`${label}: ${r.k}/${r.n} = ${pctLabel(r.rate)}`)}</title></rect>`,
    );
    if (r.ci) {
      const cx = x + barW / 2;
      out.push(
        `<path d="M${cx} ${y(r.ci.hi)}V${y(r.ci.lo)}M${cx - 5} ${y(r.ci.hi)}H${cx + 5}M${cx - 5} ${y(r.ci.lo)}H${cx + 5}" stroke="${COLOURS.whisker}" fill="none"/>`,
      );
    }
  };
  groups.forEach((g, i) => {
    const x0 = left + i * groupW + 14;
    const name = g.family ?? (lang === 'zh' ? '全部' : 'all');
    bar(g.before[metric], x0, COLOURS.before, `${name} · ${lang === 'zh' ? '之前' : 'before'}`);
    bar(g.after[metric], x0 + barW + 4, COLOURS.after, `${name} · ${lang === 'zh' ? '之后' : 'after'}`);
    const short = name.length > 12 ? `${name.slice(0, 11)}…` : name;
    out.push(
      `<text x="${x0 + barW + 2}" y="${top + plotH + 18}" text-anchor="middle" fill="${COLOURS.text}">${escapeXml(short)}</text>`,
    );
  });
  const ly = top + plotH + 44;
  out.push(`<rect x="${left}" y="${ly - 10}" width="12" height="12" fill="${COLOURS.before}"/>`);
  out.push(
    `<text x="${left + 18}" y="${ly}" fill="${COLOURS.text}">${lang === 'zh' ? '之前' : 'before'}</text>`,
  );
  out.push(`<rect x="${left + 80}" y="${ly - 10}" width="12" height="12" fill="${COLOURS.after}"/>`);
  out.push(
    `<text x="${left + 98}" y="${ly}" fill="${COLOURS.text}">${lang === 'zh' ? '之后' : 'after'}</text>`,
  );
  out.push('</svg>');
  return out.join('\n');
}
