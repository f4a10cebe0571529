// Export / import of progress and the teacher's class link (adds `?lock=answers`). An import is shown
// before it is applied (what it adds, replaces and keeps) and can be undone afterwards.
import { useRef, useState } from 'react';
import { useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { downloadText } from '../storage/download';
import { progressData, useProgress } from '../stores/progress';
import { TID } from '../testids';
import type { Bilingual } from '../../src/content-checks/index';
import {
  parseProgressFile,
  planImport,
  serializeProgressFile,
  type ImportPlan,
  type Progress,
} from '../../src/practice/index';
import { loadAllPractice, practiceIds } from './data';
import { ImportPreview } from './ImportPreview';

type Status = { kind: 'ok' | 'error' | 'info'; text: string; extra?: string } | null;

interface Pending {
  incoming: Progress;
  plan: ImportPlan;
  ignored: { tasks: string[]; quiz: string[] };
  names: Map<string, Bilingual>;
}

const BUTTON =
  'rounded border border-slate-500 px-3 py-1 text-sm font-medium hover:bg-slate-100 dark:border-slate-400 dark:hover:bg-slate-800';

export function ProgressTools({ pageId }: { pageId: string }) {
  const t = useT();
  const { lang } = useRoute();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [applied, setApplied] = useState<ImportPlan | null>(null);

  const exportFile = () => {
    const text = serializeProgressFile(progressData(), new Date());
    downloadText('tool-lab-progress.json', text);
  };

  const importFile = async (file: File) => {
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      setStatus({ kind: 'error', text: t('practice.importRefused'), extra: String(e) });
      return;
    }
    const { names, ...known } = practiceIds(await loadAllPractice());
    const r = parseProgressFile(text, { now: Date.now(), known });
    setApplied(null);
    if (!r.ok) {
      setPending(null);
      setStatus({ kind: 'error', text: t('practice.importRefused'), extra: r.error.message[lang] });
      return;
    }
    setStatus(null);
    setPending({
      incoming: r.progress,
      plan: planImport(progressData(), r.progress),
      ignored: r.ignored,
      names,
    });
  };

  const apply = () => {
    if (!pending) return;
    setApplied(useProgress.getState().applyImport(pending.incoming));
    setPending(null);
    setStatus({ kind: 'ok', text: t('practice.imported') });
  };

  const undo = () => {
    if (!applied) return;
    useProgress.getState().undoImport(applied);
    setApplied(null);
    setStatus({ kind: 'info', text: t('practice.importUndone') });
  };

  const copyClassLink = async () => {
    const url = new URL(hrefFor({ name: 'practice', id: pageId }, lang), window.location.origin);
    url.searchParams.set('lock', 'answers');
    try {
      await navigator.clipboard.writeText(url.href);
      setStatus({ kind: 'info', text: t('practice.copied'), extra: url.href });
    } catch {
      setStatus({ kind: 'info', text: t('practice.copyFailed'), extra: url.href });
    }
  };

  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" data-testid={TID.practiceExport} onClick={exportFile} className={BUTTON}>
          {t('practice.export')}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()} className={BUTTON}>
          {t('practice.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          data-testid={TID.practiceImport}
          aria-label={t('practice.import')}
          className="hidden"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void importFile(f);
          }}
        />
        <button
          type="button"
          data-testid={TID.practiceClassLink}
          onClick={() => void copyClassLink()}
          className={BUTTON}
        >
          {t('practice.classLink')}
        </button>
      </div>
      {pending && (
        <ImportPreview
          plan={pending.plan}
          ignored={pending.ignored}
          names={pending.names}
          onApply={apply}
          onCancel={() => setPending(null)}
        />
      )}
      <div
        data-testid={TID.practiceImportStatus}
        data-kind={status?.kind}
        aria-live="polite"
        className="mt-2 text-sm empty:hidden"
      >
        {status && (
          <p
            role={status.kind === 'error' ? 'alert' : undefined}
            className={
              status.kind === 'error'
                ? 'rounded border border-rose-700 bg-rose-50 p-2 text-rose-950 dark:bg-rose-950 dark:text-rose-100'
                : 'rounded border border-slate-400 bg-slate-50 p-2 dark:bg-slate-900'
            }
          >
            {status.text}{' '}
            {status.extra &&
              (status.kind === 'info' ? (
                <input
                  readOnly
                  value={status.extra}
                  aria-label={t('practice.classLink')}
                  onFocus={(e) => e.target.select()}
                  className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1 font-mono text-xs dark:bg-slate-950"
                />
              ) : (
                <span className="font-mono">{status.extra}</span>
              ))}
            {status.kind === 'ok' && applied && (
              <button
                type="button"
                data-testid={TID.practiceImportUndo}
                onClick={undo}
                className={`${BUTTON} ml-2`}
              >
                {t('practice.importUndo')}
              </button>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
