// The text area every editor starts as. It is in the prerendered HTML, so the learner can type at first
// paint, before any script has run; it stays the editor on phones and for readers who chose it, and in
// Monaco mode it is the editor until Monaco is ready (CodeEditor then hands its text, caret and edits
// over). Tab follows the same switch as Monaco's (tab-mode.ts), so the line under it is true for both.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { CodeEditorProps } from './types';
import { claimTypingBeforeHydration } from './prepaint';
import { isApple, useTabMode } from './tab-mode';

interface PlainEditorProps extends CodeEditorProps {
  areaRef: RefObject<HTMLTextAreaElement | null>;
  /** Plain mode: the learner may drag its height. */
  resizable: boolean;
  describedBy: string;
}

const APPLE = isApple();

function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
  const toggle = e.key.toLowerCase() === 'm' && e.ctrlKey && !e.altKey && !e.metaKey && e.shiftKey === APPLE;
  if (toggle) {
    e.preventDefault();
    useTabMode.getState().toggle();
    return;
  }
  if (e.key !== 'Tab' || e.ctrlKey || e.altKey || e.metaKey || useTabMode.getState().tabMovesFocus) return;
  e.preventDefault();
  const area = e.currentTarget;
  const { selectionStart: start, selectionEnd: end, value } = area;
  if (e.shiftKey) {
    // Outdent the caret's line by up to two spaces.
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    const spaces = /^ {0,2}/.exec(value.slice(lineStart))![0].length;
    if (spaces === 0) return;
    area.setSelectionRange(lineStart, lineStart + spaces);
    // execCommand keeps the browser's own undo history; it is deprecated but has no replacement yet.
    document.execCommand('delete');
    area.setSelectionRange(Math.max(lineStart, start - spaces), Math.max(lineStart, end - spaces));
  } else document.execCommand('insertText', false, '  ');
}

export function PlainEditor(props: PlainEditorProps) {
  const { value, onChange, ariaLabel, height, testId, markers, areaRef, resizable, describedBy, wrap } =
    props;
  const firstError = markers?.find((m) => m.severity === 'error');
  // What the learner typed before hydration is put back (hydration resets the text area to the text it
  // renders) and reported as an edit, caret included. The decision waits one task: during hydration the
  // stores still answer with their server-side state, and saved work arrives in the render after it. If
  // the page then shows other text than the prerendered one (saved work), the saved work wins: the
  // typing was done on the default text.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  // A passive effect, then a task: the stores re-render with their client state from their own passive
  // effects after hydration, and that render has committed by the time this task runs.
  useEffect(() => {
    const timer = setTimeout(() => {
      const area = areaRef.current;
      const typed = area && claimTypingBeforeHydration(area);
      const { value: shown, onChange: report } = latest.current;
      if (!area || !typed || typed.value === shown || shown !== typed.base) return;
      area.value = typed.value;
      area.setSelectionRange(
        typed.selectionStart,
        typed.selectionEnd,
        typed.backward ? 'backward' : 'forward',
      );
      report(typed.value);
    }, 0);
    return () => clearTimeout(timer);
  }, [areaRef]);
  // The text area holds the text itself (uncontrolled). A controlled one has React compare and rewrite
  // its default value, the whole text as a DOM text node, on every render, so on every key (in the
  // preview that is a 33 KB page). Here React writes the text only when it comes from outside (a
  // scenario, a reset, saved work) and the area does not show it already.
  const [initial] = useState(value);
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (area && area.value !== value) area.value = value;
  }, [areaRef, value]);
  const onInput = useCallback(
    (e: ChangeEvent<HTMLTextAreaElement>) => latest.current.onChange(e.target.value),
    [],
  );
  return (
    <TextArea
      areaRef={areaRef}
      initial={initial}
      onInput={onInput}
      testId={testId}
      ariaLabel={ariaLabel}
      describedBy={describedBy}
      invalid={Boolean(firstError)}
      height={height}
      resizable={resizable}
      wrap={wrap !== false}
    />
  );
}

interface TextAreaProps {
  areaRef: RefObject<HTMLTextAreaElement | null>;
  initial: string;
  onInput(e: ChangeEvent<HTMLTextAreaElement>): void;
  testId: string | undefined;
  ariaLabel: string;
  describedBy: string;
  invalid: boolean;
  height: string;
  resizable: boolean;
  wrap: boolean;
}

/**
 * Memoised: none of its props change with the text, so a key does not re-render (and rewrite) it.
 * The first text is given only to the first render (the server's HTML, hydration): after every change
 * event React writes the element's props back into it, and a default value there would be the whole
 * first text written into the area on every key. By then the area holds its own value (set at mount),
 * so dropping the default leaves it as it is.
 */
const TextArea = memo(function TextArea({ areaRef, ...p }: TextAreaProps) {
  const [mounted, setMounted] = useState(false);
  // One render more, once, after mount: that is the point (the default goes from the props).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return (
    <textarea
      ref={areaRef}
      data-testid={p.testId}
      data-editor="plain"
      aria-label={p.ariaLabel}
      aria-describedby={p.describedBy}
      aria-invalid={p.invalid || undefined}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      defaultValue={mounted ? undefined : p.initial}
      onChange={p.onInput}
      onKeyDown={onKeyDown}
      // Unwrapped, a line is one line and the area scrolls sideways (the caret keys scroll it too).
      wrap={p.wrap ? undefined : 'off'}
      style={{ height: p.height }}
      className={`block w-full ${p.resizable ? 'resize-y' : 'resize-none'} ${p.wrap ? '' : 'overflow-x-auto whitespace-pre'} rounded-md border border-slate-400 bg-white p-3 font-mono text-sm leading-relaxed text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100`}
    />
  );
});
