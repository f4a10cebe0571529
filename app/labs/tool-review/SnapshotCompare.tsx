// Diff mode: the pinned snapshot and the new tools/list compared as texts, in Monaco's diff editor
// (side by side or inline, changed words marked inside a changed line), or, where the lab uses the
// plain text area (phones, or the reader's choice), as a plain line diff with the same word marks.
// Read-only: the two editors above stay where the texts are edited and marked.
import { Suspense, useId, useState } from 'react';
import type { ToolReviewState } from '../../../src/labs/tool-review/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { PlainCompare } from './PlainCompare';
import { COMPARE, COMPARE_HINT, DIFF_LEGEND, INLINE, LAYOUT, SIDE_BY_SIDE } from './text';

type Layout = 'side' | 'inline';

export function SnapshotCompare({ state }: { state: ToolReviewState }) {
  const { lang, editorMode: mode, readerActive: monacoWanted, DiffEditor: MonacoDiff } = useLabHost();
  const [layout, setLayout] = useState<Layout>('side');
  const headingId = useId();
  const view = mode === 'monaco' && monacoWanted ? 'monaco' : 'plain';
  const plain = <PlainCompare before={state.pinned} after={state.current} />;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={TID.toolReviewCompare}
      data-view={view}
      data-layout={layout}
      className="space-y-2"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {COMPARE[lang]}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {view === 'monaco' ? COMPARE_HINT[lang] : DIFF_LEGEND[lang]}
      </p>
      {view === 'monaco' && <LayoutSwitch layout={layout} onLayout={setLayout} />}
      {view === 'monaco' ? (
        <Suspense fallback={plain}>
          <MonacoDiff
            original={state.pinned}
            modified={state.current}
            language="json"
            sideBySide={layout === 'side'}
            ariaLabel={COMPARE[lang]}
            height="24rem"
          />
        </Suspense>
      ) : (
        plain
      )}
    </section>
  );
}

function LayoutSwitch({ layout, onLayout }: { layout: Layout; onLayout(next: Layout): void }) {
  const { lang } = useLabHost();
  const options: [Layout, string][] = [
    ['side', SIDE_BY_SIDE[lang]],
    ['inline', INLINE[lang]],
  ];
  return (
    <div role="group" aria-label={LAYOUT[lang]} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold" aria-hidden="true">
        {LAYOUT[lang]}
      </span>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          data-layout={value}
          aria-pressed={layout === value}
          onClick={() => onLayout(value)}
          className={`btn-small ${layout === value ? 'font-semibold ring-2 ring-blue-800 dark:ring-blue-300' : ''}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
