/**
 * Lab "classifier": where did a tool call stop? On the wiki's `classify_response` (tools-skills page,
 * knowledge point two).
 */
import { defineLab } from '../define.ts';
import { jsonRun } from '../json-run.ts';
import { classifierBreakers } from './breakers.ts';
import { classifyResponse } from './classify.ts';
import { classifierFlowchart } from './flowchart.ts';
import { classifierInputSchema } from './input-schema.ts';
import { meta } from './meta.ts';
import { classifierReference } from './reference.ts';
import { PAGE_REVISION } from './revisions.ts';
import {
  CLASSIFIER_STATE_VERSION,
  classifierStateSchema,
  classifierUpgrades,
  revisionOf,
  type ClassifierState,
} from './state.ts';

const RESPONSE = { zh: 'JSON-RPC 响应（JSON）', en: 'JSON-RPC response (JSON)' };
const TIMEOUT = { zh: '没有收到响应（超时）', en: 'No response arrived (timeout)' };
const TIMEOUT_NOTE = {
  zh: '请求发出后一直没有响应：函数收到的是 None。',
  en: 'The request went out and nothing came back: the function receives None.',
};
const EXPECTED_ID = { zh: '本次请求的 id', en: 'id of this request' };
const REVISION = { zh: '旁注所按的规范修订', en: 'Spec revision shown beside' };
const REVISION_NOTE = {
  zh: '（判定仍按页面的 2025-06-18 教学函数）',
  en: ' (the verdict still follows the page’s 2025-06-18 function)',
};

const focus = {
  response_is_object: [],
  jsonrpc_ok: ['jsonrpc'],
  id_matches: ['id'],
  one_of_error_result: [],
  error_is_object: ['error'],
  error_code_int: ['error', 'code'],
  result_is_object: ['result'],
  is_error_bool: ['result', 'isError'],
  tool_succeeded: ['result', 'isError'],
  structured_is_object: ['result', 'structuredContent'],
  count_is_int: ['result', 'structuredContent', 'count'],
  count_non_negative: ['result', 'structuredContent', 'count'],
};

export default defineLab<ClassifierState>({
  ...meta,
  state: { version: CLASSIFIER_STATE_VERSION, schema: classifierStateSchema, upgrades: classifierUpgrades },
  run: jsonRun<ClassifierState, string>({
    field: 'response',
    text: (s) => s.response,
    port: (value, s) => classifyResponse(value, s.expectedId),
    outcome: (v) => v,
    focus,
  }),
  flowcharts: [classifierFlowchart],
  happy: ['verify_business'],
  focus,
  breakers: classifierBreakers,
  fields: [
    {
      key: 'response',
      label: RESPONSE,
      language: 'json',
      file: 'classifier-response.json',
      schema: classifierInputSchema,
    },
  ],
  practice: { field: 'response', nullable: true },
  describe: (s, lang) => [
    s.response === null
      ? { label: TIMEOUT[lang], text: TIMEOUT_NOTE[lang], code: null }
      : { label: RESPONSE[lang], text: s.response, code: 'json' },
    { label: EXPECTED_ID[lang], text: s.expectedId, code: 'inline' },
    ...(revisionOf(s) === PAGE_REVISION
      ? []
      : [{ label: REVISION[lang], text: revisionOf(s) + REVISION_NOTE[lang], code: null }]),
  ],
  reference: classifierReference,
});

export { classifierReference, type ClassifierPayload } from './reference.ts';
export type { ClassifierState } from './state.ts';
export { classifyResponse } from './classify.ts';
export { classifierFlowchart } from './flowchart.ts';
export { revisionOf } from './state.ts';
export {
  PAGE_REVISION,
  REVISIONS,
  REVISION_RULES,
  rulesAt,
  rulesForNode,
  type Revision,
  type RevisionRule,
} from './revisions.ts';
