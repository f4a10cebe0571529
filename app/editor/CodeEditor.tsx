// The editor every screen uses. A plain <textarea> is what the server renders, so the learner can type at
// first paint; on phones and for readers who chose it, it stays. Elsewhere Monaco loads after hydration
// (at the reader's first move, or when the page is idle: components/reader-intent.ts), mounts hidden behind the text area in the same box, and takes over once it is ready and the learner is
// not in the middle of typing: text, caret, focus and undo steps are handed over (handover.ts), and the
// box keeps its size, so nothing moves (no layout shift) and no keystroke is lost.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { CodeEditorProps, EditorMode } from './types';
import { useSettings } from '../stores/settings';
import { useBrowserValue } from '../hooks/use-hydrated';
import { EditorHelp } from './EditorHelp';
import type { EditorLike } from './handover';
import { heavyText } from './heavy';
import { PlainEditor } from './PlainEditor';
import { Takeover } from './takeover';
import { useReaderActive } from '../hooks/reader-intent';

// Only the hidden layer suspends while this loads: the text area outside it stays mounted and usable.
const MonacoEditor = lazy(() => import('./MonacoEditor'));

const narrowQuery = '(max-width: 640px)';
// One query list for the page: every render of every editor reads it, and making a new one each time
// (window.matchMedia) showed up in a keystroke's profile.
let narrowList: MediaQueryList | undefined;
const narrowMedia = () => (narrowList ??= window.matchMedia(narrowQuery));
function subscribeNarrow(cb: () => void) {
  const mq = narrowMedia();
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}

/** 'plain' on the server, on phones, and when the reader chose the plain editor. */
export function useEditorMode(): EditorMode {
  const pref = useSettings((s) => s.editor);
  const narrow = useBrowserValue(
    subscribeNarrow,
    () => narrowMedia().matches,
    () => true,
  );
  if (pref === 'plain') return 'plain';
  if (pref === 'monaco') return 'monaco';
  return narrow ? 'plain' : 'monaco';
}

/** Above this many characters the stand-in shown while Monaco loads is not a text area (see below). */
const BIG_FALLBACK = 200_000;

export function CodeEditor(props: CodeEditorProps) {
  const { value, onChange, height } = props;
  const mode = useEditorMode();
  const monacoWanted = useReaderActive();
  const [handedOver, setHandedOver] = useState(false);
  if (mode === 'plain' && handedOver) setHandedOver(false);
  const monacoShown = mode === 'monaco' && handedOver;
  const heavy = useMemo(() => (mode === 'monaco' ? heavyText(value) : null), [mode, value]);
  // From the editor's place in the tree, never from its path: a path can hold what a learner typed
  // (a file or tool name), and two such names must not meet on one id.
  const helpId = `${useId()}-help`;

  const [takeover] = useState(() => new Takeover(value, () => flushSync(() => setHandedOver(true))));
  useLayoutEffect(() => takeover.sync(value), [takeover, value]);
  useEffect(() => () => takeover.dispose(), [takeover]);
  useEffect(() => {
    if (mode === 'plain') takeover.reset();
  }, [mode, takeover]);
  const onAreaChange = useCallback(
    (v: string) => {
      takeover.typed(v);
      onChange(v);
    },
    [takeover, onChange],
  );
  const onMonacoChange = useCallback((v: string) => takeover.replaying || onChange(v), [takeover, onChange]);
  // Monaco calls onReady from inside a React effect, where the synchronous show may not run; the
  // microtask still comes before any further keystroke.
  const onReady = useCallback((ed: EditorLike) => queueMicrotask(() => takeover.ready(ed)), [takeover]);

  // The text area, known to the takeover (a blur or the end of an IME composition hands over at once).
  const areaRef = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => takeover.attach(areaRef.current), [monacoShown, takeover]);

  // Laying out a text area holding megabytes takes the browser many seconds, only for Monaco to replace
  // it a moment later: a big text waits in an empty box of the same size instead.
  const stand =
    mode === 'monaco' && value.length > BIG_FALLBACK ? (
      <div
        role="status"
        style={{ height }}
        className="rounded-md border border-slate-400 p-3 text-sm dark:border-slate-600"
      >
        …
      </div>
    ) : (
      <PlainEditor
        {...props}
        onChange={onAreaChange}
        areaRef={areaRef}
        resizable={mode === 'plain'}
        describedBy={helpId}
      />
    );
  return (
    <div>
      <div className="relative">
        {!monacoShown && stand}
        {mode === 'monaco' && monacoWanted && (
          <div
            className={monacoShown ? undefined : 'invisible absolute inset-0'}
            aria-hidden={!monacoShown || undefined}
          >
            <Suspense fallback={null}>
              <MonacoEditor
                {...props}
                onChange={onMonacoChange}
                staged={!monacoShown}
                heavy={heavy}
                onReady={onReady}
              />
            </Suspense>
          </div>
        )}
      </div>
      <EditorHelp id={helpId} heavy={heavy} />
    </div>
  );
}
