// What an import of a progress file would change, shown before anything changes: per task and quiz
// item, whether the learner's record is kept, replaced by the file's, or added; entries for tasks this
// site does not have are listed as left out. Nothing is imported until the learner says so.
import type { Bilingual } from '../../src/content-checks/index';
import { importCounts, type ImportChange, type ImportPlan } from '../../src/practice/index';
import { fill } from '../i18n/strings';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { TID } from '../testids';

const BADGE: Record<ImportChange, string> = {
  added: 'border-emerald-700 text-emerald-900 dark:text-emerald-200',
  replaced: 'border-amber-700 text-amber-950 dark:text-amber-100',
  kept: 'border-slate-500 text-slate-800 dark:text-slate-200',
};

export function ImportPreview({
  plan,
  ignored,
  names,
  onApply,
  onCancel,
}: {
  plan: ImportPlan;
  ignored: { tasks: string[]; quiz: string[] };
  names: Map<string, Bilingual>;
  onApply(): void;
  onCancel(): void;
}) {
  const t = useT();
  const { lang } = useRoute();
  const counts = importCounts(plan);
  const rows = [
    ...plan.tasks.map((e) => ({ ...e, key: `task:${e.id}` })),
    ...plan.quiz.map((e) => ({ ...e, key: `quiz:${e.id}` })),
  ];
  const leftOut = [...ignored.tasks, ...ignored.quiz];
  return (
    <div
      role="region"
      aria-label={t('practice.importPreviewTitle')}
      data-testid={TID.practiceImportPreview}
      className="mt-2 space-y-2 rounded border border-blue-700 bg-blue-50 p-3 text-sm dark:bg-slate-900"
    >
      <p className="font-semibold">{fill(t('practice.importPreview'), counts)}</p>
      {rows.length > 0 && (
        <ul className="max-h-60 space-y-1 overflow-auto">
          {rows.map((r) => (
            <li key={r.key} data-entry={r.id} data-change={r.change} className="flex items-start gap-2">
              <span className={`shrink-0 rounded border px-1.5 text-xs font-semibold ${BADGE[r.change]}`}>
                {t(`practice.importChange.${r.change}`)}
              </span>
              <span className="min-w-0 break-words">{names.get(r.key)?.[lang] ?? r.id}</span>
            </li>
          ))}
        </ul>
      )}
      {leftOut.length > 0 && (
        <p data-testid={TID.practiceImportIgnored}>
          {fill(t('practice.importIgnored'), { count: leftOut.length })}{' '}
          <span className="font-mono break-all">
            {leftOut.slice(0, 10).join(', ')}
            {leftOut.length > 10 ? ' …' : ''}
          </span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" data-testid={TID.practiceImportApply} onClick={onApply}>
          {t('practice.importApply')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('practice.importCancel')}
        </button>
      </div>
    </div>
  );
}
