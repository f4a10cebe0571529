// The lab's second view: the retry timeline's own editor beside its drawing. The editor writes the
// lab's state like the chain editor does (same saved work, share link and undo); the drawing follows
// every keystroke, and a timeline that cannot be played says where, in words and as an editor marker.
import { useMemo } from 'react';
import { problemText, type AnyLab, type LabRun } from '../../../src/labs/index';
import { parseJson, rangeAt, type JsonPath } from '../../../src/json/index';
import { runTimeline, type ActionChainState, type TimelineRun } from '../../../src/labs/action-chain/index';
import { fill, labelled, t as inLang } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { useCurrentInput, useLabBundle } from '../lab-view';
import { LabTextEditor } from '../LabTextEditor';
import { Panel } from '../Panel';
import { TimelineView } from './TimelineView';
import { TIMELINE, TIMELINE_EDIT_HINT, TIMELINE_INTRO, TIMELINE_UNREADABLE } from './text';

export const TIMELINE_ANCHOR = 'action-chain-timeline';

/** The place a timeline problem names, or its nearest existing ancestor. */
function problemSpan(text: string, at: JsonPath) {
  const parsed = parseJson(text);
  if (!parsed.ok) return undefined;
  for (let n = at.length; n >= 0; n--) {
    const span = rangeAt(parsed.value, at.slice(0, n));
    if (span) return span;
  }
  return undefined;
}

/** The timeline's result as a run of the `timeline` field, for the editor's markers. */
function markerRun(text: string, result: TimelineRun, lang: 'zh' | 'en'): LabRun {
  const none: LabRun = { outcome: 'timeline', trace: [] };
  if (result.ok) return none;
  if ('parseError' in result) return { ...none, parseError: result.parseError };
  const span = problemSpan(text, result.problem.at);
  return span
    ? { ...none, focus: { ...span, message: inLang(lang, result.problem.message), field: 'timeline' } }
    : none;
}

export function TimelinePanel({ lab }: { lab: AnyLab }) {
  const { lang, t, commit } = useLabHost();
  const bundle = useLabBundle(lab.slug);
  const current = useCurrentInput(bundle!);
  const state = current.state as ActionChainState;
  const result = useMemo(() => runTimeline(state.timeline), [state.timeline]);
  const run = useMemo(() => markerRun(state.timeline, result, lang), [state.timeline, result, lang]);
  const problem = result.ok
    ? null
    : 'parseError' in result
      ? labelled(lang, fill(t('pos.lineColumn'), result.parseError), problemText(result.parseError, lang))
      : inLang(lang, result.problem.message);
  return (
    <div id={TIMELINE_ANCHOR} className="scroll-mt-20">
      <Panel title={TIMELINE[lang]} testId={TID.acTimeline}>
        <p className="text-sm">{TIMELINE_INTRO[lang]}</p>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-w-0 space-y-1">
            <LabTextEditor
              lab={lab}
              field="timeline"
              run={run}
              value={state.timeline}
              onChange={(timeline) => commit({ ...state, timeline })}
              height="20rem"
              testId={TID.acTimelineEditor}
            />
            <p className="text-xs text-slate-700 dark:text-slate-300">{TIMELINE_EDIT_HINT[lang]}</p>
          </div>
          <div className="min-w-0">
            {result.ok ? (
              <TimelineView timeline={result.value} />
            ) : (
              <p
                role="alert"
                data-testid={TID.acTimelineError}
                className="rounded-md border border-rose-700 bg-rose-50 p-3 text-rose-950 dark:bg-rose-950 dark:text-rose-100"
              >
                <span className="font-semibold">{labelled(lang, TIMELINE_UNREADABLE)}</span>
                {problem}
              </p>
            )}
          </div>
        </div>
      </Panel>
    </div>
  );
}
