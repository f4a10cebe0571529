// Beyond the reference: `structuredContent` checked against an outputSchema the learner can edit, the way
// MCP clients validate structured results. The schema is the learner's, so it is checked in a worker with
// a time limit (a self-referring or catastrophic schema must never freeze or blank the page).
import { useState } from 'react';
import type { ClassifierState } from '../../../src/labs/classifier/index';
import { parseJson } from '../../../src/json/index';
import { member, problemText } from '../../../src/labs/index';
import { asJavaScript } from '../../../src/schema-check/index';
import { fill, labelled, withAside } from '../../../src/i18n/index';
import { TID } from '../../testids';
import type { LabExtrasProps } from '../contract';
import { Panel, SchemaErrors } from '../Panel';
import { useLabHost } from '../host';
import { FLOAT_COUNT } from './text';
import { useSchemaCheck } from '../use-schema-check';

const DEFAULT_OUTPUT_SCHEMA = `{
  "type": "object",
  "properties": {
    "count": { "type": "integer", "minimum": 0 }
  },
  "required": ["count"]
}`;

export function OutputSchemaPanel({ run }: LabExtrasProps<ClassifierState>) {
  const { lang, t, CodeEditor } = useLabHost();
  const [schemaText, setSchemaText] = useState(DEFAULT_OUTPUT_SCHEMA);
  const schema = parseJson(schemaText);
  const result = member(run.parsed, 'result');
  const structured = member(result, 'structuredContent');
  const isError = member(result, 'isError');
  const toolFailed = isError?.kind === 'bool' && isError.value;
  const checkable = schema.ok && result && !toolFailed && structured;
  const guarded = useSchemaCheck(
    checkable ? (asJavaScript(schema.value) as object) : null,
    checkable ? asJavaScript(structured) : null,
  );
  let verdict: string;
  if (!schema.ok)
    verdict = withAside(
      lang,
      t('extras.schemaNotJson'),
      labelled(lang, fill(t('pos.lineColumn'), schema.error), problemText(schema.error, lang)),
    );
  else if (!result) verdict = t('extras.noResult');
  else if (toolFailed) verdict = t('extras.isErrorSkipped');
  else if (!structured) verdict = t('extras.missingStructured');
  else if (!guarded || guarded.status === 'checking') verdict = t('extras.checking');
  else if (guarded.status === 'schema-error')
    verdict = labelled(lang, t('extras.schemaBroken'), guarded.message);
  else if (guarded.status === 'endless') verdict = t('extras.schemaEndless');
  else if (guarded.status === 'too-slow') verdict = t('extras.schemaTooSlow');
  else verdict = guarded.check.valid ? t('extras.valid') : t('extras.invalid');
  return (
    <Panel title={t('extras.outputSchema')} testId={TID.extrasOutput}>
      <p className="text-sm">{t('extras.outputIntro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <CodeEditor
          language="json"
          path="toollab/classifier/output-schema.json"
          ariaLabel={t('extras.outputSchemaEditor')}
          value={schemaText}
          onChange={setSchemaText}
          height="12rem"
        />
        <div>
          <p>
            {t('extras.teachingSays')}
            <code className="font-bold">{run.outcome}</code>
          </p>
          <p className="mt-1" data-testid={TID.extrasOutputVerdict}>
            {t('extras.outputSchemaSays')}
            {verdict}
          </p>
          {guarded?.status === 'done' && <SchemaErrors check={guarded.check} />}
          {guarded?.status === 'done' &&
            floatCount(structured) &&
            guarded.check.valid &&
            run.outcome === 'output_schema_error' && (
              <p
                data-testid={TID.extrasAgreement}
                data-agree="false"
                className="mt-2 rounded bg-amber-50 p-2 text-sm dark:bg-amber-950"
              >
                {FLOAT_COUNT[lang]}
              </p>
            )}
        </div>
      </div>
    </Panel>
  );
}

/** `count` written with a fraction or exponent but whole (2.0, 2e0): an integer to JSON Schema, a float to Python. */
function floatCount(structured: ReturnType<typeof member>): boolean {
  const count = member(structured, 'count');
  return count?.kind === 'float' && Number.isInteger(count.value);
}
