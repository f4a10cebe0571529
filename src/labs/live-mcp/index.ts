/**
 * Lab "live-mcp": real MCP traffic. A demo server built on the official SDK runs in a Web Worker; the
 * page's SDK client talks to it over a MessagePort. The learner calls tools, switches faults, watches
 * every message, and the captured response is classified with the classifier's exact port.
 *
 * Loading: this module stays free of the SDK at runtime. The page loads the client session with
 * `loadLiveSession()` (a separate chunk) and the server only inside the worker.
 */
import type { Lang } from '../../i18n/index.ts';
import type { InputBlock } from '../contract.ts';
import { defineLab } from '../define.ts';
import { liveBreakers } from './breakers.ts';
import { faultInfo } from './faults.ts';
import { liveFlowchart } from './flowchart.ts';
import { meta } from './meta.ts';
import { runLive } from './run.ts';
import { compareWithSdk } from './sdk-compare.ts';
import { LIVE_STATE_VERSION, liveStateSchema, liveUpgrades, type LiveState } from './state.ts';

const ARGS = { zh: '工具参数（JSON）', en: 'Tool arguments (JSON)' };
const WORDS = {
  tool: { zh: '工具', en: 'Tool' },
  faults: { zh: '打开的故障开关', en: 'Fault switches on' },
  none: { zh: '无', en: 'none' },
  response: { zh: '捕获的响应（原样）', en: 'Captured response (as it travelled)' },
  noResponse: { zh: '没有收到响应', en: 'No response arrived' },
  noResponseNote: {
    zh: '调用期间服务端没有回复：分类函数收到的是 None。',
    en: 'The server sent no reply while the call was open: the classifier receives None.',
  },
  notCalled: { zh: '还没有调用', en: 'No call yet' },
  notCalledNote: {
    zh: '选一个工具、写好参数，然后调用：响应会出现在这里。',
    en: 'Pick a tool, write its arguments and call it: the response shows up here.',
  },
  expectedId: { zh: '请求在线路上的 id', en: 'Request id on the wire' },
  sdk: { zh: 'SDK 客户端怎么做', en: 'What the SDK client did' },
};

/** Pretty-printed when it is JSON, so a presenter can read it; as it is otherwise. */
function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function describe(s: LiveState, lang: Lang): InputBlock[] {
  const faults = s.faults.map((id) => faultInfo(id).label[lang]).join(lang === 'zh' ? '；' : '; ');
  const blocks: InputBlock[] = [
    { label: WORDS.tool[lang], text: s.tool, code: 'inline' },
    { label: ARGS[lang], text: s.args, code: 'json' },
    { label: WORDS.faults[lang], text: faults || WORDS.none[lang], code: null },
  ];
  const c = s.captured;
  if (c === null)
    return [...blocks, { label: WORDS.notCalled[lang], text: WORDS.notCalledNote[lang], code: null }];
  const outcome = runLive(s).outcome;
  return [
    ...blocks,
    c.response === null
      ? { label: WORDS.noResponse[lang], text: WORDS.noResponseNote[lang], code: null }
      : { label: WORDS.response[lang], text: readable(c.response), code: 'json' },
    { label: WORDS.expectedId[lang], text: JSON.stringify(c.expectedId), code: 'inline' },
    { label: WORDS.sdk[lang], text: compareWithSdk(outcome, c).did[lang], code: null },
  ];
}

export default defineLab<LiveState>({
  ...meta,
  state: { version: LIVE_STATE_VERSION, schema: liveStateSchema, upgrades: liveUpgrades },
  run: runLive,
  flowcharts: [liveFlowchart],
  happy: ['verify_business'],
  // The captured response is not an editor: the lit step's detail names the field that decided.
  focus: {},
  breakers: liveBreakers,
  fields: [{ key: 'args', label: ARGS, language: 'json', file: 'live-mcp-args.json' }],
  practice: { field: 'args' },
  describe,
});

export type { LiveState, Captured, SdkSummary } from './state.ts';
export type { CallCapture, Handshake, ListCapture, LiveSession } from './live-session.ts';
export { FAULTS, FAULT_IDS, faultInfo, type FaultId, type FaultInfo } from './faults.ts';
export { DEMO_PROTOCOL_VERSION, TOOL_NAMES, toolDeclarations, type ToolDeclaration } from './tools.ts';
export { MessageLog, idText, type LogEntry } from './message-log.ts';
export { linkWorker, type ServerLink } from './page-link.ts';
export { classifierHref, toolReviewHref, toolsListDeclaration } from './bridges.ts';
export { compareWithSdk, type SdkComparison } from './sdk-compare.ts';
export { capturedFrom } from './capture.ts';

/** The SDK client's session, in a chunk of its own: the page loads it when it opens the lab. */
export function loadLiveSession(): Promise<typeof import('./live-session.ts')> {
  return import('./live-session.ts');
}
