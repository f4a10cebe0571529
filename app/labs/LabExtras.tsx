// Panels beyond the reference: the JSON Schema view of the admission contract, outputSchema checking
// for the classifier, and the token table for the planner.
import { useMemo, useState } from 'react';
import type { LabSlug } from '../../src/labs/registry';
import type { LabRun, LabStates } from '../../src/labs/run';
import {
  admissionDisagreement,
  admissionSchema,
  asJavaScript,
  checkWithSchema,
  plannerTable,
  type SchemaCheck,
} from '../../src/labs/extras';
import { parseJson, type JsonValue } from '../../src/json/index';
import { CodeEditor } from '../editor/CodeEditor';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';

export function LabExtras<S extends LabSlug>({
  slug,
  state,
  run,
}: {
  slug: S;
  state: LabStates[S];
  run: LabRun;
}) {
  if (slug === 'admission') return <AdmissionContract state={state as LabStates['admission']} run={run} />;
  if (slug === 'classifier') return <OutputSchemaCheck run={run} />;
  return <TokenTable run={run} />;
}

function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section data-testid={testId} className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  );
}

function Errors({ check }: { check: SchemaCheck }) {
  const t = useT();
  if (check.valid)
    return <p className="font-semibold text-emerald-800 dark:text-emerald-300">{t('extras.valid')}</p>;
  return (
    <ul className="list-disc pl-5 font-mono text-sm">
      {check.errors.map((e, i) => (
        <li key={i}>
          {e.path} {e.message}
        </li>
      ))}
    </ul>
  );
}

function AdmissionContract({ state, run }: { state: LabStates['admission']; run: LabRun }) {
  const t = useT();
  const schema = useMemo(() => admissionSchema(state.allowedCities), [state.allowedCities]);
  const parsed = run.parsed;
  const check = parsed ? checkWithSchema(schema, asJavaScript(parsed)) : null;
  const why =
    parsed && check && !('schemaError' in check)
      ? admissionDisagreement(parsed, run.outcome === 'accepted', check.valid)
      : null;
  const agree = check && !('schemaError' in check) && check.valid === (run.outcome === 'accepted');
  return (
    <Panel title={t('extras.contract')} testId={TID.extrasContract}>
      <p className="text-sm">{t('extras.contractIntro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <pre className="overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900">
          {JSON.stringify(schema, null, 2)}
        </pre>
        <div>
          <p>
            {t('extras.teaching')}: <code className="font-bold">{run.outcome}</code>
          </p>
          <p className="mt-1">
            JSON Schema (Ajv 2020-12):{' '}
            {!check
              ? '—'
              : 'schemaError' in check
                ? check.schemaError
                : check.valid
                  ? t('extras.valid')
                  : t('extras.invalid')}
          </p>
          {check && !('schemaError' in check) && <Errors check={check} />}
          {check && !('schemaError' in check) && (
            <p
              data-testid={TID.extrasAgreement}
              data-agree={agree ? 'true' : 'false'}
              className={`mt-2 rounded p-2 text-sm ${agree ? 'bg-emerald-50 dark:bg-emerald-950' : 'bg-amber-50 dark:bg-amber-950'}`}
            >
              {agree ? t('extras.agree') : why ? t(`extras.why.${why}`) : t('extras.disagree')}
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}

const DEFAULT_OUTPUT_SCHEMA = `{
  "type": "object",
  "properties": {
    "count": { "type": "integer", "minimum": 0 }
  },
  "required": ["count"]
}`;

function member(v: JsonValue | undefined, key: string): JsonValue | undefined {
  return v && v.kind === 'object' ? v.entries.get(key)?.value : undefined;
}

function OutputSchemaCheck({ run }: { run: LabRun }) {
  const t = useT();
  const [schemaText, setSchemaText] = useState(DEFAULT_OUTPUT_SCHEMA);
  const schema = parseJson(schemaText);
  const result = member(run.parsed, 'result');
  const structured = member(result, 'structuredContent');
  const isError = member(result, 'isError');
  let verdict: string;
  let check: SchemaCheck | null = null;
  if (!schema.ok)
    verdict = `${t('extras.schemaNotJson')} (${schema.error.line}:${schema.error.column} ${schema.error.message})`;
  else if (!result) verdict = t('extras.noResult');
  else if (isError?.kind === 'bool' && isError.value) verdict = t('extras.isErrorSkipped');
  else if (!structured) verdict = t('extras.missingStructured');
  else {
    const c = checkWithSchema(asJavaScript(schema.value) as object, asJavaScript(structured));
    if ('schemaError' in c) verdict = `${t('extras.schemaBroken')}: ${c.schemaError}`;
    else {
      check = c;
      verdict = c.valid ? t('extras.valid') : t('extras.invalid');
    }
  }
  return (
    <Panel title={t('extras.outputSchema')} testId={TID.extrasOutput}>
      <p className="text-sm">{t('extras.outputIntro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <CodeEditor
          language="json"
          path="toollab/output-schema.json"
          ariaLabel={t('extras.outputSchemaEditor')}
          value={schemaText}
          onChange={setSchemaText}
          height="12rem"
        />
        <div>
          <p>
            {t('extras.teaching')}: <code className="font-bold">{run.outcome}</code>
          </p>
          <p className="mt-1" data-testid={TID.extrasOutputVerdict}>
            outputSchema (Ajv 2020-12): {verdict}
          </p>
          {check && <Errors check={check} />}
        </div>
      </div>
    </Panel>
  );
}

function TokenTable({ run }: { run: LabRun }) {
  const t = useT();
  const table = run.parsed ? plannerTable(run.parsed) : null;
  if (!table)
    return (
      <Panel title={t('extras.tokens')} testId={TID.extrasTokens}>
        <p>{t('extras.tokensUnreadable')}</p>
      </Panel>
    );
  const max = [table.total, table.full, table.budget ?? 0n].reduce((a, b) => (b > a ? b : a), 1n);
  const pct = (n: bigint) => `${Number((n * 1000n) / max) / 10}%`;
  const rows: [string, bigint][] = [
    [t('extras.layerMeta'), table.metadata],
    [t('extras.layerBodies'), table.bodies],
    [t('extras.layerResources'), table.resources],
  ];
  return (
    <Panel title={t('extras.tokens')} testId={TID.extrasTokens}>
      <table className="text-sm">
        <thead>
          <tr>
            <th className="pr-6 text-left">{t('extras.layer')}</th>
            <th className="text-right">tokens</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, n]) => (
            <tr key={name}>
              <td className="pr-6">{name}</td>
              <td className="text-right font-mono">{n.toString()}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="pr-6">{t('extras.total')}</td>
            <td className="text-right font-mono" data-testid={TID.extrasTotal}>
              {table.total.toString()}
            </td>
          </tr>
        </tbody>
      </table>
      <div className="space-y-2" aria-hidden="true">
        <Bar
          label={t('extras.onDemand')}
          value={table.total}
          width={pct(table.total)}
          color="bg-blue-700 dark:bg-blue-400"
        />
        <Bar
          label={t('extras.fullLoad')}
          value={table.full}
          width={pct(table.full)}
          color="bg-violet-700 dark:bg-violet-400"
        />
        {table.budget !== null && (
          <Bar
            label={t('extras.budget')}
            value={table.budget}
            width={pct(table.budget)}
            color="bg-amber-600 dark:bg-amber-400"
          />
        )}
      </div>
      <p className="text-sm">
        {t('extras.compare')}: {t('extras.onDemand')} {table.total.toString()} · {t('extras.fullLoad')}{' '}
        {table.full.toString()}
        {table.budget !== null && ` · ${t('extras.budget')} ${table.budget.toString()}`}
      </p>
    </Panel>
  );
}

function Bar({ label, value, width, color }: { label: string; value: bigint; width: string; color: string }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="w-28 shrink-0">{label}</span>
      <div className="h-4 flex-1 rounded bg-slate-200 dark:bg-slate-800">
        <div className={`h-4 rounded ${color}`} style={{ width }} />
      </div>
      <span className="w-16 text-right font-mono">{value.toString()}</span>
    </div>
  );
}
