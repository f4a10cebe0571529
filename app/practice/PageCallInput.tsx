// A practice task answered by calling a page function: the arguments as one JSON object, the exact
// Python call they make (or where they go wrong), and a link to the function's own lab. Python starts
// loading on the learner's first move toward the task; the call runs on Check.
import { useEffect, useMemo, useState } from 'react';
import { callText, type PageLabData } from '../../src/page-labs/index';
import type { PageFunctionCheck } from '../../src/practice/index';
import { CodeEditor } from '../editor/CodeEditor';
import { useT } from '../i18n/use-t';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { TID } from '../testids';
import { PAGE_LAB_WORDS } from '../page-lab-runtime/text';
import { warmRuntime } from '../page-lab-runtime/runtime';
import { taskArgs, taskLab } from './page-call-run';

export function PageCallInput({
  taskId,
  check,
  pageId,
  text,
  onChange,
}: {
  taskId: string;
  check: PageFunctionCheck;
  pageId: string;
  text: string;
  onChange(text: string): void;
}) {
  const t = useT();
  const { lang } = useRoute();
  const w = PAGE_LAB_WORDS[lang];
  const [data, setData] = useState<PageLabData | null>(null);
  useEffect(() => {
    let live = true;
    void taskLab(pageId, lang, check.fn).then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [pageId, lang, check.fn]);
  const built = useMemo(() => (data ? taskArgs(data, text) : null), [data, text]);
  return (
    <div
      data-page-call={check.fn}
      onPointerEnter={warmRuntime}
      onFocusCapture={warmRuntime}
      onTouchStart={warmRuntime}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('practice.input')}</h3>
        <button
          type="button"
          onClick={() => onChange(check.start ?? '{}')}
          className="text-sm text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {t('practice.restart')}
        </button>
      </div>
      <div className="mt-1">
        <CodeEditor
          language="json"
          value={text}
          onChange={onChange}
          ariaLabel={`${t('practice.input')} (${w.title(check.fn)})`}
          path={`practice/${taskId}/arguments.json`}
          height="12rem"
          testId={TID.practiceEditor}
        />
      </div>
      <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">{w.call}</p>
      <pre
        data-testid={TID.pageLabTaskRun}
        data-ok={built ? String(built.ok) : undefined}
        className="overflow-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800"
      >
        {!data || !built
          ? '…'
          : built.ok
            ? callText(check.fn, data.shape.params, built.shown)
            : built.feedback[lang]}
      </pre>
      <p className="mt-2 text-sm">
        <Link
          href={hrefFor({ name: 'function', id: pageId, fn: check.fn }, lang)}
          className="text-blue-800 underline dark:text-blue-300"
        >
          {w.title(check.fn)}
        </Link>
      </p>
    </div>
  );
}
