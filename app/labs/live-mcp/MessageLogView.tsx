// The message log, like the MCP Inspector's history: one row per JSON-RPC message in order, with its
// time, direction, method (or the request it answers) and id; select a row to read the message whole.
// Each row carries data-direction, data-method and data-id (the test contract).
import { useEffect, useRef, useState } from 'react';
import { idText, type LogEntry, type MessageLog } from '../../../src/labs/live-mcp/index';
import type { Lang } from '../../../src/i18n/index';
import { fill } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { T } from './text';
import { useLogEntries } from './use-log-entries';

const two = (n: number) => String(n).padStart(2, '0');

function clock(at: number): string {
  const d = new Date(at);
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`;
}

function what(e: LogEntry, lang: Lang): string {
  if (e.method) return e.method;
  if (e.kind === 'unreadable') return T.unreadable[lang];
  return e.replyTo ? fill(T.responseTo[lang], { method: e.replyTo }) : T.response[lang];
}

function Row({ entry, lang }: { entry: LogEntry; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const id = idText(entry);
  const out = entry.direction === 'out';
  return (
    <li
      data-direction={entry.direction}
      data-method={entry.method}
      data-id={id}
      data-kind={entry.kind}
      data-injected={entry.injected ? 'true' : undefined}
      className="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="grid w-full grid-cols-[auto_auto_minmax(0,1fr)_auto] items-baseline gap-x-3 px-2 py-1 text-left font-mono text-xs hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <time dateTime={new Date(entry.at).toISOString()} className="text-slate-600 dark:text-slate-400">
          {clock(entry.at)}
        </time>
        <span
          className={out ? 'text-blue-800 dark:text-blue-300' : 'text-emerald-800 dark:text-emerald-300'}
          title={out ? T.out[lang] : T.in[lang]}
        >
          {out ? '→' : '←'}
          <span className="sr-only"> {out ? T.out[lang] : T.in[lang]}</span>
        </span>
        <span className="truncate">
          {what(entry, lang)}
          {entry.injected && <span className="ml-1 text-amber-800 dark:text-amber-300">⚠</span>}
        </span>
        <span className="text-slate-700 dark:text-slate-300">{id ?? T.noId[lang]}</span>
      </button>
      {open && (
        <div className="space-y-1 px-2 pb-2">
          {entry.injected && (
            <p className="text-xs text-amber-900 dark:text-amber-200">{entry.injected.note[lang]}</p>
          )}
          {/* The message exactly as it travelled (no re-serialising: ids, numbers and spacing are the
              wire's own). Focusable: a long message scrolls, and keyboard readers must be able to scroll it. */}
          <pre
            tabIndex={0}
            aria-label={what(entry, lang)}
            data-wire-text=""
            className="max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap dark:bg-slate-900"
          >
            {entry.text}
          </pre>
        </div>
      )}
    </li>
  );
}

export function MessageLogView({ log }: { log: MessageLog }) {
  const { lang } = useLabHost();
  const entries = useLogEntries(log);
  const box = useRef<HTMLDivElement>(null);
  // Follow new messages unless the reader scrolled up to read older ones.
  const follow = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [entries]);
  return (
    <section className="space-y-1">
      <h3 className="font-semibold">{T.logTitle[lang]}</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.logIntro[lang]}</p>
      <div
        ref={box}
        onScroll={(e) => {
          const el = e.currentTarget;
          follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
        className="max-h-96 overflow-y-auto rounded-md border border-slate-300 dark:border-slate-700"
      >
        {entries.length === 0 ? <p className="p-2 text-sm">{T.logEmpty[lang]}</p> : null}
        <ol data-testid={TID.mcpLog} aria-label={T.logTitle[lang]}>
          {entries.map((e) => (
            <Row key={e.seq} entry={e} lang={lang} />
          ))}
        </ol>
      </div>
    </section>
  );
}
