// Every lab's every scenario (and every "break it" variant of it), rendered as the UI shows a run in
// Chinese: trace details, the port's error, the parse error, the deciding field's marker and the outcome
// texts. Each must come from the catalogue (a step with a detail carries its message) and, with its data
// fenced, hold no English sentence and no ASCII colon.
import { describe, expect, it } from 'vitest';
import { asciiColons, englishRuns } from '../i18n/english-runs.ts';
import { tMarked, type Message } from '../i18n/index.ts';
import type { AnyLab, LabRun, OutcomesFile } from './contract.ts';
import { loadAllLabs, type LoadedLab } from './registry.ts';

const labs = await loadAllLabs();

/** What the UI shows of one run, by where it shows it; a string is a text that has no message. */
function shownTexts(lab: AnyLab, outcomes: OutcomesFile, run: LabRun): [string, Message | string][] {
  const out: [string, Message | string][] = [];
  for (const s of run.trace) if (s.detail !== undefined) out.push([`trace ${s.node}`, s.text ?? s.detail]);
  const teaching = run.error !== undefined && (lab.teachingErrors ?? []).includes(run.error);
  if (run.error !== undefined && !teaching) out.push(['error', run.errorText ?? run.error]);
  if (run.parseError) out.push(['parse error', run.parseError.text ?? run.parseError.message]);
  if (run.focus) out.push(['marker', run.focus.text ?? run.focus.message]);
  const text = outcomes.outcomes[run.outcome];
  if (text)
    for (const k of ['title', 'explain', 'proves', 'notProves', 'next'] as const) out.push([k, text[k].zh]);
  return out;
}

/** The problems of one shown text: no message, an English sentence or an ASCII colon. */
function problems(where: string, shown: Message | string): string[] {
  const isData = typeof shown === 'string';
  // Outcome texts are authored prose, checked as they are; everything a run says needs its message.
  const prose = ['title', 'explain', 'proves', 'notProves', 'next'].includes(where);
  if (isData && !prose) return [`${where}: not a catalogue message: ${shown}`];
  const zh = isData ? shown : tMarked('zh', shown);
  return [...englishRuns(zh), ...asciiColons(zh)].map((r) => `${where}: "${r}" in ${zh}`);
}

/** Every state a learner reaches from the scenarios in one step: each scenario and each break of it. */
function states({ module, scenarios }: LoadedLab): [string, unknown][] {
  return scenarios.scenarios.flatMap((s): [string, unknown][] => [
    [s.id, s.state],
    ...module.breakers.flatMap((b): [string, unknown][] => {
      const broken = b.apply(s.state);
      return broken === null ? [] : [[`${s.id} + ${b.id}`, broken]];
    }),
  ]);
}

describe('a lab run in Chinese says everything in Chinese', () => {
  for (const lab of labs) {
    it(lab.module.slug, () => {
      const found = new Set<string>();
      for (const [id, state] of states(lab)) {
        const run = lab.module.run(state);
        for (const [where, shown] of shownTexts(lab.module, lab.outcomes, run))
          for (const p of problems(where, shown)) found.add(`${id} → ${p}`);
      }
      expect([...found]).toEqual([]);
    });
  }
});
