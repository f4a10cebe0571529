// The catalog a host injects, as exact text in either form, with per-skill and total token counts. The
// total is in `catalog-tokens` only once the real tokenizer has counted it (an outside check waiting
// for that element reads an exact count); before that the estimate is shown apart and said to be one.
import { useId, useState } from 'react';
import {
  CATALOG_NOTES,
  ENCODING_NOTE,
  ESTIMATE_NOTE,
  type CatalogForm,
  type SkillsAnalysis,
} from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { Panel } from '../Panel';
import { CATALOG } from './text-extras';
import { num } from './text';
import { startTokenizer, type TokenizerStatus } from './use-tokenizer';

export function CatalogPanel({ a, status }: { a: SkillsAnalysis; status: TokenizerStatus }) {
  const { lang, rerun } = useLabHost();
  const id = useId();
  const [form, setForm] = useState<CatalogForm>('xml');
  const c = a.catalogs[form];
  const other = a.catalogs[form === 'xml' ? 'plain' : 'xml'];
  const real = a.encoding === 'o200k_base';
  const mark = (exact: boolean) => (real && exact ? '' : '≈');

  return (
    <Panel title={CATALOG.heading[lang]} testId={TID.skillsCatalog}>
      <p className="text-sm">{CATALOG.intro[lang]}</p>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{CATALOG.form[lang]}</legend>
        {(['xml', 'plain'] as const).map((f) => (
          <label key={f} className="flex items-center gap-1">
            <input
              type="radio"
              name={`${id}-form`}
              value={f}
              checked={form === f}
              onChange={() => setForm(f)}
              data-testid={TID.skillsCatalogForm}
            />
            {CATALOG[f][lang]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {c.omitted ? (
          <p className="rounded border border-dashed border-slate-500 p-3 text-sm">
            {CATALOG_NOTES.omitted[lang]}
          </p>
        ) : (
          <pre
            data-testid={TID.skillsCatalogText}
            tabIndex={0}
            aria-label={CATALOG.heading[lang]}
            className="max-h-72 overflow-auto rounded-md bg-slate-100 p-3 font-mono text-[0.8125rem] whitespace-pre-wrap dark:bg-slate-900"
          >
            {c.text}
          </pre>
        )}
        <div className="space-y-2">
          <table className="text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th className="py-1 pr-6 text-left">{CATALOG.skill[lang]}</th>
                <th className="py-1 text-right">{CATALOG.tokens[lang]}</th>
              </tr>
            </thead>
            <tbody>
              {c.entries.map((e) => (
                <tr key={e.folder} className="border-b border-slate-200 dark:border-slate-800">
                  <td className="py-1 pr-6 font-mono">{e.name}</td>
                  <td className="py-1 text-right font-mono">
                    {mark(e.tokens.exact)}
                    {num(e.tokens.tokens, lang)}
                  </td>
                </tr>
              ))}
              {!c.omitted && (
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <td className="py-1 pr-6">{CATALOG.overhead[lang]}</td>
                  <td className="py-1 text-right font-mono">
                    {mark(c.total.exact)}
                    {num(c.overhead, lang)}
                  </td>
                </tr>
              )}
              <tr className="font-semibold">
                <td className="py-1 pr-6">{CATALOG.total[lang]}</td>
                <td className="py-1 text-right font-mono">
                  {real ? (
                    <span data-testid={TID.catalogTokens} data-exact={String(c.total.exact)} data-form={form}>
                      {c.total.tokens}
                    </span>
                  ) : (
                    <span data-testid={TID.catalogEstimate}>
                      ≈{c.total.tokens} <span className="font-normal">({CATALOG.estimate[lang]})</span>
                    </span>
                  )}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="text-sm">
            {CATALOG.otherForm[lang]}
            <span className="font-mono">
              {mark(other.total.exact)}
              {num(other.total.tokens, lang)}
            </span>
          </p>
          {real && !c.total.exact && <p className="text-sm">{CATALOG.approx[lang]}</p>}
        </div>
      </div>
      <p className="text-sm">{ENCODING_NOTE[lang]}</p>
      {!real && (
        <p role="status" className="rounded border border-amber-700 p-2 text-sm dark:border-amber-400">
          {status === 'failed' ? CATALOG.failed[lang] : ESTIMATE_NOTE[lang]}{' '}
          {status === 'failed' && (
            <button type="button" className="btn-small" onClick={() => startTokenizer(rerun)}>
              {CATALOG.retry[lang]}
            </button>
          )}
        </p>
      )}
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {CATALOG_NOTES.forms[lang]} {CATALOG_NOTES.location[lang]}
      </p>
    </Panel>
  );
}
