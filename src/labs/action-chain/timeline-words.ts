/**
 * The short words of the retry timeline, in both languages: what one lane did at one step (the label
 * the drawing writes in the lane), what the host knows about a request, the completion verdict, and the
 * end of a lane. `laneText` writes a whole lane as lines of text: what the presenter and the Markdown
 * export show, where the drawing is not.
 */
import { labelled, type Bilingual, type Lang } from '../../i18n/index.ts';
import type { AttemptState, Lane, LaneStep, LaneSummary, Timeline, Verdict } from './timeline.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const ATTEMPT_WORD: Record<AttemptState, Bilingual> = {
  waiting: { zh: '等待', en: 'waiting' },
  answered: { zh: '已答复', en: 'answered' },
  unknown: { zh: '未知', en: 'unknown' },
  checked: { zh: '已回查', en: 'rechecked' },
};

export const VERDICT_SHORT: Record<Verdict, Bilingual> = {
  done: { zh: '✓ 准予完成', en: '✓ accepted' },
  in_flight: { zh: '✗ 还在等待', en: '✗ still waiting' },
  no_recheck: { zh: '✗ 没有回查', en: '✗ no recheck' },
  duplicate: { zh: '✗ 副作用重复', en: '✗ duplicate' },
  nothing: { zh: '✗ 什么也没发生', en: '✗ nothing happened' },
};

/** What one lane did at one step, in a few words (e.g. `→ new #2`, `timed out: #1 unknown`). */
export function stepTag(step: LaneStep, lang: Lang): string {
  const zh = lang === 'zh';
  const note = step.note;
  switch (note.kind) {
    case 'sent':
      if (note.server === 'lost') return zh ? '→ 丢失，无副作用' : '→ lost, no effect';
      if (note.server === 'replayed')
        return zh ? `→ 认出键，返回 #${note.effect}` : `→ key seen: #${note.effect} again`;
      return zh ? `→ 新建 #${note.effect}` : `→ new #${note.effect}`;
    case 'timeout':
      return labelled(
        lang,
        zh ? '超时' : 'timed out',
        zh ? `#${note.attempt} 未知` : `#${note.attempt} unknown`,
      );
    case 'response':
      return zh ? `← #${note.attempt} 的答复` : `← answer to #${note.attempt}`;
    case 'late':
      return zh ? `← #${note.attempt} 迟到，不采用` : `← #${note.attempt} late, ignored`;
    case 'recheck':
      return labelled(
        lang,
        zh ? '回查' : 'recheck',
        zh ? `${note.effects} 个副作用` : `${note.effects} ${plural(note.effects, 'effect', 'effects')}`,
      );
    case 'complete':
      return VERDICT_SHORT[note.verdict][lang];
  }
}

/** On a completion step: the evidence the host has (its own recheck), or that it has none. */
export function hostEvidence(verified: number | null, lang: Lang): string {
  if (verified === null) return lang === 'zh' ? '宿主没有回查证据' : labelled(lang, 'host', 'no recheck');
  const [label, count] =
    lang === 'zh' ? ['宿主回查', `${verified} 个`] : ["host's recheck", String(verified)];
  return labelled(lang, label, count);
}

export const summaryWords = {
  /** the words after the count (the drawing writes the number large, apart) */
  effects: (n: number, lang: Lang) => (lang === 'zh' ? '个副作用' : plural(n, 'side effect', 'side effects')),
  duplicates: (n: number, lang: Lang) =>
    lang === 'zh' ? `其中 ${n} 个重复` : `${n} ${plural(n, 'duplicate', 'duplicates')}`,
  verdict: (v: Verdict, lang: Lang) =>
    labelled(lang, lang === 'zh' ? '申请完成' : 'completion', VERDICT_SHORT[v][lang]),
  unknown: (n: number, lang: Lang) =>
    lang === 'zh' ? `${n} 次请求仍未知` : `${n} ${plural(n, 'request', 'requests')} still unknown`,
};

function endLine(s: LaneSummary, lang: Lang): string {
  const parts = [`${s.effects} ${summaryWords.effects(s.effects, lang)}`];
  if (s.duplicates > 0) parts.push(summaryWords.duplicates(s.duplicates, lang));
  if (s.unknown > 0) parts.push(summaryWords.unknown(s.unknown, lang));
  if (s.verdict) parts.push(summaryWords.verdict(s.verdict, lang));
  return labelled(lang, lang === 'zh' ? '结果' : 'End', parts.join(lang === 'zh' ? '；' : '; '));
}

/** One lane as text: a line per step (number, event, what happened, the ledger), then its end. */
export function laneText(t: Timeline, lane: Lane, lang: Lang): string {
  const width = Math.max(...t.events.map((e) => e.length));
  const ledger = lang === 'zh' ? '账本' : 'ledger';
  const lines = t.lanes[lane].map((step, i) => {
    const n = String(i + 1).padStart(String(t.events.length).length);
    return `${n} ${step.event.padEnd(width)}  ${stepTag(step, lang)} · ${ledger} ${step.effects}`;
  });
  return [...lines, endLine(t.summary[lane], lang)].join('\n');
}
