// Validates JSON examples in pages against the official MCP shapes of @modelcontextprotocol/sdk (zod).
// The SDK is a runtime dependency (the live-MCP lab loads its client lazily and runs its server in a
// worker), but this module pulls in every message schema for the content checks only: keep it out of
// the app bundle (nothing in app/ imports it; src/content-checks/index.ts does not export it).
import {
  CallToolResultSchema,
  ClientNotificationSchema,
  ClientRequestSchema,
  CompleteResultSchema,
  CreateMessageResultSchema,
  ElicitResultSchema,
  GetPromptResultSchema,
  InitializeResultSchema,
  JSONRPCMessageSchema,
  ListPromptsResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ListToolsResultSchema,
  ReadResourceResultSchema,
  ResultSchema,
  ServerNotificationSchema,
  ServerRequestSchema,
  ToolSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { CodeBlock } from './types.ts';
import { isRecord } from '../json/index.ts';

interface Shape {
  safeParse(value: unknown): { success: boolean; error?: { message: string } };
}

/** The result schema a result message should satisfy, told apart by its distinctive fields. */
function resultShapeFor(result: Record<string, unknown>): [string, Shape] {
  // Sampling and elicitation results come back from the client; check them before the tool result,
  // since a sampling result also has `content`.
  if ('model' in result && 'role' in result) return ['CreateMessageResult', CreateMessageResultSchema];
  if ('action' in result) return ['ElicitResult', ElicitResultSchema];
  if ('content' in result || 'structuredContent' in result || 'isError' in result) {
    return ['CallToolResult', CallToolResultSchema];
  }
  if ('tools' in result) return ['ListToolsResult', ListToolsResultSchema];
  if ('protocolVersion' in result) return ['InitializeResult', InitializeResultSchema];
  if ('resourceTemplates' in result)
    return ['ListResourceTemplatesResult', ListResourceTemplatesResultSchema];
  if ('resources' in result) return ['ListResourcesResult', ListResourcesResultSchema];
  if ('contents' in result) return ['ReadResourceResult', ReadResourceResultSchema];
  if ('prompts' in result) return ['ListPromptsResult', ListPromptsResultSchema];
  if ('messages' in result) return ['GetPromptResult', GetPromptResultSchema];
  if ('completion' in result) return ['CompleteResult', CompleteResultSchema];
  return ['Result', ResultSchema];
}

function check(shape: Shape, value: unknown, name: string): string[] {
  const parsed = shape.safeParse(value);
  return parsed.success ? [] : [`not a valid ${name}: ${parsed.error?.message ?? ''}`];
}

function anyOf(shapes: Shape[], value: unknown, name: string): string[] {
  return shapes.some((s) => s.safeParse(value).success) ? [] : check(shapes[0] as Shape, value, name);
}

/** Problems of a ```json block that shows an MCP message or a tool declaration; [] for other JSON. */
export function mcpProblems(value: unknown): string[] {
  if (!isRecord(value)) return [];
  if ('jsonrpc' in value) {
    const envelope = check(JSONRPCMessageSchema, value, 'JSON-RPC message (MCP)');
    if (envelope.length > 0) return envelope;
    const { method, params, result } = value;
    if (typeof method === 'string') {
      const inner = params === undefined ? { method } : { method, params };
      return 'id' in value
        ? anyOf([ClientRequestSchema, ServerRequestSchema], inner, `request ${method}`)
        : anyOf([ClientNotificationSchema, ServerNotificationSchema], inner, `notification ${method}`);
    }
    if (isRecord(result)) {
      const [name, shape] = resultShapeFor(result);
      return check(shape, result, name);
    }
    return [];
  }
  if ('name' in value && 'inputSchema' in value) return check(ToolSchema, value, 'Tool declaration');
  return [];
}

/** Problems of a ```json block: it must parse, and MCP messages must match the SDK's shapes. */
export function jsonBlockProblems(block: CodeBlock): string[] {
  let value: unknown;
  try {
    value = JSON.parse(block.code);
  } catch (e) {
    return [`json block at line ${block.line} is not valid JSON: ${(e as Error).message}`];
  }
  return mcpProblems(value).map((p) => `json block at line ${block.line}: ${p}`);
}
