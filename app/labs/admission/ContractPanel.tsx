// Beyond the reference: the same contract written as a JSON Schema, its verdict beside the teaching
// function's, and why they can disagree (JSON Schema's integer accepts 3.0; the page's Python does not).
import { useLabHost } from '../host';
import { useMemo } from 'react';
import {
  admissionDisagreement,
  admissionSchema,
  type AdmissionState,
} from '../../../src/labs/admission/index';
import prebuiltValidators from 'virtual:built-schemas';
import { addPrebuiltValidators, asJavaScript, checkWithSchema } from '../../../src/schema-check/index';
import type { StringKey } from '../../i18n/strings';
import { TID } from '../../testids';
import type { LabExtrasProps } from '../contract';
import { Panel, SchemaErrors } from '../Panel';

// The scenarios' schemas come compiled with the build: the lab's first check starts no Ajv.
addPrebuiltValidators(prebuiltValidators);

export function ContractPanel({ state, run }: LabExtrasProps<AdmissionState>) {
  const { t } = useLabHost();
  const schema = useMemo(() => admissionSchema(state.allowedCities), [state.allowedCities]);
  const parsed = run.parsed;
  const check = parsed ? checkWithSchema(schema, asJavaScript(parsed), 'built') : null;
  const ok = check && !('schemaError' in check) ? check : null;
  const why = parsed && ok ? admissionDisagreement(parsed, run.outcome === 'accepted', ok.valid) : null;
  const agree = ok && ok.valid === (run.outcome === 'accepted');
  return (
    <Panel title={t('extras.contract')} testId={TID.extrasContract}>
      <p className="text-sm">{t('extras.contractIntro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <pre className="overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900" tabIndex={0}>
          {JSON.stringify(schema, null, 2)}
        </pre>
        <div>
          <p>
            {t('extras.teachingSays')}
            <code className="font-bold">{run.outcome}</code>
          </p>
          <p className="mt-1">
            {t('extras.schemaSays')}
            {!check
              ? '—'
              : 'schemaError' in check
                ? check.schemaError
                : check.valid
                  ? t('extras.valid')
                  : t('extras.invalid')}
          </p>
          {ok && <SchemaErrors check={ok} />}
          {ok && (
            <p
              data-testid={TID.extrasAgreement}
              data-agree={agree ? 'true' : 'false'}
              className={`mt-2 rounded p-2 text-sm ${agree ? 'bg-emerald-50 dark:bg-emerald-950' : 'bg-amber-50 dark:bg-amber-950'}`}
            >
              {agree ? t('extras.agree') : why ? t(`extras.why.${why}` as StringKey) : t('extras.disagree')}
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}
