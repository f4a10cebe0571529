/**
 * Reading what the SDK client did with a response, in the words of its own behaviour (TypeScript SDK
 * 1.x `Client.callTool`): it checks `structuredContent` only with validators that an earlier
 * `listTools()` cached; with a validator, a falsy `structuredContent` on a non-error result throws
 * -32600, and a present one that does not match throws -32602 (even when `isError` is true).
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';

export interface ThrownError {
  /** The error's class name as the SDK made it: `McpError`, `ZodError`, `Error`… */
  name: string;
  /** JSON-RPC code when it is an McpError (the SDK's own -32001 timeout included). */
  code?: number;
  message: string;
  data?: unknown;
}

/**
 * What became of the outputSchema check: `passed` (checked and matched), `failed` (checked, did not
 * match: threw), `missing` (a schema but no structuredContent: threw), `skipped` (a schema, nothing to
 * check: an isError result without structuredContent, or no result at all), `no_schema` (the listed
 * tool declares none, or was never listed).
 */
export type OutputCheck = 'passed' | 'failed' | 'missing' | 'skipped' | 'no_schema';

export function describeThrown(e: unknown): ThrownError {
  if (e instanceof Error) {
    const withCode = e as Error & { code?: unknown; data?: unknown };
    const out: ThrownError = { name: e.name || e.constructor.name, message: e.message };
    if (typeof withCode.code === 'number') out.code = withCode.code;
    if (withCode.data !== undefined) out.data = withCode.data;
    return out;
  }
  return { name: typeof e, message: String(e) };
}

export function outputCheck(
  tools: readonly Tool[],
  name: string,
  outcome: { result: CallToolResult } | { error: ThrownError },
): OutputCheck {
  const declared = tools.find((t) => t.name === name)?.outputSchema !== undefined;
  if (!declared) return 'no_schema';
  if ('result' in outcome) return outcome.result.structuredContent ? 'passed' : 'skipped';
  const { code, message } = outcome.error;
  if (code === -32602 && message.includes('Structured content does not match')) return 'failed';
  if (code === -32600 && message.includes('did not return structured content')) return 'missing';
  return 'skipped';
}
