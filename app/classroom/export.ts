// Classroom exports: the current outcome as a Markdown snippet (pure text builders), and the lab's
// diagram as SVG / PNG through app/diagrams/svg-export.ts, re-exported here so callers keep one path.
import { errorText, problemText, type InputBlock, type LabRun } from '../../src/labs/index';
import { outcomeText } from '../labs/lab-view';
import type { LabBundle } from '../labs/registry';
import { fill, STRINGS, type Lang } from '../i18n/strings';
import { labelled, withAside } from '../../src/i18n/index';

export type { InputBlock };

/** The lab's input as labelled blocks: shared by the presenter's read-only view and the Markdown. */
export function inputBlocks(bundle: LabBundle, state: unknown, lang: Lang): InputBlock[] {
  return bundle.module.describe(state, lang);
}

/** A fence longer than any backtick run inside the text, so any input survives. */
function fence(text: string, lang: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(Math.max(3, longest + 1));
  return `${f}${lang}\n${text}\n${f}`;
}

function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return /^`|`$/.test(text) ? `${f} ${text} ${f}` : `${f}${text}${f}`;
}

export interface MarkdownContext {
  bundle: LabBundle;
  state: unknown;
  run: LabRun;
  lang: Lang;
  walkthrough?: { title: string; step: number; total: number };
  scenario?: { title: string; note?: string };
}

/** The current outcome as notes or homework: lab, scenario/step, input, outcome code and its meaning. */
export function outcomeMarkdown(ctx: MarkdownContext): string {
  const s = STRINGS[ctx.lang];
  const { run } = ctx;
  const out: string[] = [`## ${labelled(ctx.lang, s['app.name'], ctx.bundle.module.title)}`, ''];
  if (ctx.walkthrough) {
    const w = ctx.walkthrough;
    out.push(
      `**${s['classroom.md.walkthrough']}** ${withAside(ctx.lang, w.title, `${s['classroom.step']} ${w.step} / ${w.total}`)}`,
    );
  }
  if (ctx.scenario) out.push(`**${s['classroom.md.scenario']}** ${ctx.scenario.title}`);
  if (ctx.scenario?.note) out.push('', ctx.scenario.note);
  if (ctx.walkthrough || ctx.scenario) out.push('');
  out.push(`### ${s['classroom.md.input']}`, '');
  for (const b of inputBlocks(ctx.bundle, ctx.state, ctx.lang)) {
    if (b.code === 'inline') out.push(labelled(ctx.lang, b.label, inlineCode(b.text)), '');
    else if (b.code === null) out.push(labelled(ctx.lang, b.label, b.text), '');
    else out.push(labelled(ctx.lang, b.label).trimEnd(), '', fence(b.text, b.code), '');
  }
  out.push(`**${s['classroom.md.outcome']}** ${inlineCode(run.outcome)}`, '');
  if (run.parseError) {
    const p = run.parseError;
    out.push(
      withAside(
        ctx.lang,
        s['lab.parseError'],
        labelled(ctx.lang, fill(s['pos.lineColumn'], p), problemText(p, ctx.lang)),
      ),
    );
    out.push('', s['lab.parseErrorNext'], '');
  } else {
    const text = outcomeText(ctx.bundle, run);
    if (run.error)
      out.push(`${s['lab.errorMessage']} ${inlineCode(errorText(run, ctx.lang) ?? run.error)}`, '');
    if (text) {
      out.push(`**${text.title[ctx.lang]}**`, '', text.explain[ctx.lang], '');
      out.push(`- ${labelled(ctx.lang, `**${s['lab.proves']}**`, text.proves)}`);
      out.push(`- ${labelled(ctx.lang, `**${s['lab.notProves']}**`, text.notProves)}`);
      out.push(`- ${labelled(ctx.lang, `**${s['lab.next']}**`, text.next)}`, '');
    }
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

export { downloadBlob } from '../storage/download';
import type { EmbeddedFont } from '../diagrams/svg-font';
import { labelStacksIn } from '../diagrams/svg-export';
export {
  backgroundBehind,
  exportName,
  serializeDiagram,
  svgToPng,
  viewBoxOf,
  type Box,
} from '../diagrams/svg-export';
/** The label faces for an exported chart; their module (which names this build's font files) loads on
 * the first export only, so neither a page nor a unit test of the export pulls it in. */
export async function embeddedDiagramFont(svg: SVGSVGElement): Promise<EmbeddedFont | null> {
  const stacks = labelStacksIn(svg);
  return (await import('../diagrams/svg-font')).embeddedDiagramFont(svg.textContent ?? '', stacks);
}
