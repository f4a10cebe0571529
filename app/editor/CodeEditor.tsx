// The editor every screen uses. A plain <textarea> is rendered first (server render, phones, screen
// reader mode, or until Monaco has loaded); Monaco replaces it lazily when the reader wants it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CodeEditorProps } from './types';
import { useSettings } from '../stores/settings';

const MonacoEditor = lazy(() => import('./MonacoEditor'));

const narrowQuery = '(max-width: 640px)';
function subscribeNarrow(cb: () => void) {
  const mq = window.matchMedia(narrowQuery);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}

/** 'plain' on the server, on phones, and when the reader chose the plain editor. */
export function useEditorMode(): 'plain' | 'monaco' {
  const pref = useSettings((s) => s.editor);
  const narrow = useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(narrowQuery).matches,
    () => true,
  );
  if (pref === 'plain') return 'plain';
  if (pref === 'monaco') return 'monaco';
  return narrow ? 'plain' : 'monaco';
}

export function PlainEditor(props: CodeEditorProps) {
  const { value, onChange, ariaLabel, height, testId, markers } = props;
  const firstError = markers?.find((m) => m.severity === 'error');
  return (
    <textarea
      data-testid={testId}
      data-editor="plain"
      aria-label={ariaLabel}
      aria-invalid={firstError ? true : undefined}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={{ height }}
      className="block w-full resize-y rounded-md border border-slate-400 bg-white p-3 font-mono text-sm leading-relaxed text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
    />
  );
}

/** Above this many characters the stand-in shown while Monaco loads is not a text area (see below). */
const BIG_FALLBACK = 200_000;

export function CodeEditor(props: CodeEditorProps) {
  const mode = useEditorMode();
  if (mode === 'plain') return <PlainEditor {...props} />;
  // Laying out a text area holding megabytes takes the browser many seconds, only for Monaco to replace
  // it a moment later: a big text waits in an empty box of the same size instead.
  const fallback =
    props.value.length > BIG_FALLBACK ? (
      <div
        role="status"
        style={{ height: props.height }}
        className="rounded-md border border-slate-400 p-3 text-sm dark:border-slate-600"
      >
        …
      </div>
    ) : (
      <PlainEditor {...props} />
    );
  return (
    <Suspense fallback={fallback}>
      <MonacoEditor {...props} />
    </Suspense>
  );
}
