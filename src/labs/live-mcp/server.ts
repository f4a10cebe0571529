/**
 * The demo MCP server, written with the SDK's server API: one definition for the Web Worker, the stdio
 * entry and the Streamable HTTP entry. It uses the low-level `Server` rather than `McpServer` on
 * purpose: `McpServer` checks a tool's output against its outputSchema and turns every handler error
 * into an `isError` result, so a server built on it could never show a learner a broken result or a
 * JSON-RPC error. The fault switches need a server that sends what its handlers return.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Lang } from '../../i18n/index.ts';
import { FaultInjectingTransport } from './fault-transport.ts';
import { readFaultSettings, NO_FAULTS, type FaultId, type FaultSettings } from './faults.ts';
import { AlertBook, runTool, sleep, toolError, type ToolContext, type ToolResult } from './tool-logic.ts';
import { DEMO_PROTOCOL_VERSION, SERVER_INFO, isDemoTool, toolDeclarations } from './tools.ts';
import type { TransportInjection, WireRewrites } from './transport-faults.ts';

export interface DemoServerOptions {
  /** Language of descriptions and tool messages (default zh, like the site). */
  lang?: Lang;
  /** Fault switches at start; change them later with `setFaults`. */
  faults?: Partial<FaultSettings>;
  /** Time per month of compile_climate_report, ms (default 400). */
  stepMs?: number;
  /** Told about every response rewritten at the transport. */
  onInjected?: (injection: TransportInjection) => void;
}

export interface DemoServer {
  readonly server: Server;
  readonly lang: Lang;
  faults(): FaultSettings;
  /** Replaces the switches (untrusted input is fine: unknown ids are dropped). */
  setFaults(next: unknown): FaultSettings;
  /** Wraps the transport in the fault-injecting one and connects the server to it. */
  connect(transport: Transport, options?: { wire?: WireRewrites }): Promise<void>;
  close(): Promise<void>;
}

/** An error the SDK turns into a JSON-RPC error response with exactly this code and message. */
class RpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const INSTRUCTIONS = {
  zh: 'Tool Lab 的演示天气服务：数据是编的。开启故障开关时，它会故意出错，供学习者观察。',
  en: 'Tool Lab’s demo weather service: the data is made up. With fault switches on it misbehaves on purpose, for learners to watch.',
};

const FAULT_TEXT = {
  isError: {
    zh: '上游天气服务暂时不可用（演示故障）。',
    en: 'The upstream weather service is unavailable (demo fault).',
  },
  rpc: { zh: '天气后端内部错误（演示故障）', en: 'Weather backend internal error (demo fault)' },
  busy: (n: number) => ({
    zh: `服务器忙：超时故障已经扣住 ${n} 个回复，请先取消或等待它们`,
    en: `Server busy: the timeout fault already holds ${n} replies; cancel or wait for them first`,
  }),
};

/** The most replies the timeout fault holds at once per server; the next call is refused at once. */
export const MAX_HELD_REPLIES = 32;

/** Applies the result-shape faults to a successful result; tool errors pass unchanged. */
function degrade(result: ToolResult, on: readonly FaultId[]): ToolResult {
  const data = result.structuredContent;
  if (result.isError || !data) return result;
  if (on.includes('missing_structured')) return { content: result.content };
  if (on.includes('output_schema_break')) {
    const broken = { ...data, count: String(data.count) };
    return { content: [{ type: 'text', text: JSON.stringify(broken) }], structuredContent: broken };
  }
  return result;
}

export function createDemoServer(options: DemoServerOptions = {}): DemoServer {
  const lang = options.lang ?? 'zh';
  const stepMs = options.stepMs ?? 400;
  let settings = readFaultSettings(options.faults ?? {}, NO_FAULTS);
  const book = new AlertBook();
  let listings = 0;
  let held = 0;

  // No list_changed is ever sent, so none is promised (the description fault changes the list silently).
  const capabilities = { tools: { listChanged: false } };
  const server = new Server(SERVER_INFO, {
    capabilities,
    instructions: INSTRUCTIONS[lang],
  });

  // The demo follows one revision. Per the lifecycle rules a server that does not support the version
  // the client asks for answers with the one it does support; the SDK client accepts 2025-06-18.
  server.setRequestHandler(InitializeRequestSchema, () => ({
    protocolVersion: DEMO_PROTOCOL_VERSION,
    capabilities,
    serverInfo: SERVER_INFO,
    instructions: INSTRUCTIONS[lang],
  }));

  server.setRequestHandler(ListToolsRequestSchema, () => {
    const changed = settings.on.includes('description_change') && listings > 0;
    listings++;
    return { tools: toolDeclarations(lang, changed) };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args } = request.params;
    if (!isDemoTool(name)) throw new RpcFault(-32602, `Unknown tool: ${name}`);
    const on = settings.on;
    const holds = on.includes('timeout');
    // The slot is taken before the work starts, so concurrent calls cannot overshoot the bound.
    if (holds && held >= MAX_HELD_REPLIES)
      throw new RpcFault(-32000, FAULT_TEXT.busy(MAX_HELD_REPLIES)[lang]);
    if (holds) held += 1;
    try {
      const progressToken = extra._meta?.progressToken;
      const ctx: ToolContext = { lang, book, signal: extra.signal, stepMs };
      if (progressToken !== undefined) {
        ctx.progress = (progress, total, message) =>
          extra.sendNotification({
            method: 'notifications/progress',
            params: { progressToken, progress, total, message },
          });
      }
      let outcome: ToolResult | RpcFault;
      if (on.includes('jsonrpc_error')) outcome = new RpcFault(-32603, FAULT_TEXT.rpc[lang]);
      else if (on.includes('is_error')) outcome = toolError(FAULT_TEXT.isError[lang]);
      else outcome = degrade(await runTool(name, args, ctx), on);
      // The work is done (a write is stored); only the reply is held. A cancel drops the reply.
      if (holds) await sleep(settings.delayMs, extra.signal);
      if (outcome instanceof RpcFault) throw outcome;
      return outcome;
    } finally {
      if (holds) held -= 1;
    }
  });

  return {
    server,
    lang,
    faults: () => settings,
    setFaults(next) {
      settings = readFaultSettings(next, settings);
      return settings;
    },
    async connect(transport, connectOptions = {}) {
      const wrapped = new FaultInjectingTransport(transport, () => settings.on, {
        wire: connectOptions.wire,
        onInjected: options.onInjected,
      });
      await server.connect(wrapped);
    },
    close: () => server.close(),
  };
}
