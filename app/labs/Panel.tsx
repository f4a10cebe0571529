// A titled panel under the workbench, and the list of JSON Schema errors the extras panels show.
import type { ReactNode } from 'react';
import type { SchemaCheck } from '../../src/schema-check/index';
import { t as inLang } from '../../src/i18n/index';
import { useLabHost } from './host';
import { schemaErrorText } from './schema-error-text';

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section data-testid={testId} className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  );
}

export function SchemaErrors({ check }: { check: SchemaCheck }) {
  const { t, lang } = useLabHost();
  if (check.valid)
    return <p className="font-semibold text-emerald-800 dark:text-emerald-300">{t('extras.valid')}</p>;
  return (
    <ul className="list-disc pl-5 font-mono text-sm">
      {check.errors.map((e, i) => (
        <li key={i}>{inLang(lang, schemaErrorText(e))}</li>
      ))}
    </ul>
  );
}
