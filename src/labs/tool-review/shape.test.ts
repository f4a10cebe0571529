// The MCP shape comes from @modelcontextprotocol/sdk (2025-11-25 shapes); these tests pin what the lab
// makes of it: the kind of input, each problem's path, and its line and column in the pasted text.
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../json/index.ts';
import { readTools } from './input.ts';
import { lint } from './review.ts';
import {
  ANNOTATION_FIELDS,
  CURRENT_EDITOR_SCHEMA,
  PINNED_EDITOR_SCHEMA,
  SDK_REVISION,
  TOOL_FIELDS,
} from './shape.ts';
import { t, type Lang, type Message } from '../../i18n/index.ts';

/** A message as the reader sees it in `lang` (what the assertions read). */
const words = (m: Message | undefined, lang: Lang) => (m ? t(lang, m) : '');

const read = (text: string) => {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error.message);
  return { root: r.value, read: readTools(r.value), lint: lint(r.value, text) };
};
const tool = '{"name": "a", "inputSchema": {"type": "object"}}';

describe('input kinds', () => {
  it('reads a tool, a tools/list result, a JSON-RPC response and a bare array', () => {
    expect(read(tool).read).toMatchObject({ kind: 'tool', shape: [] });
    expect(read(`{"tools": [${tool}], "nextCursor": "p2"}`).read).toMatchObject({ kind: 'list', shape: [] });
    const response = read(`{"jsonrpc": "2.0", "id": 3, "result": {"tools": [${tool}, ${tool}]}}`).read;
    expect(response.kind).toBe('response');
    expect(response.tools.map((t) => t.path)).toEqual([
      ['result', 'tools', 0],
      ['result', 'tools', 1],
    ]);
    expect(read(`[${tool}]`).read).toMatchObject({ kind: 'array', shape: [] });
  });

  it('says what it expected when the input is neither', () => {
    expect(words(read('42').read.shape[0]?.message, 'en')).toContain('expected a Tool declaration');
    const error = read('{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "x"}}');
    expect(words(error.read.shape[0]?.message, 'en')).toContain('error response');
  });
});

describe('shape problems from the SDK', () => {
  it('gives each problem its JSON path, line and column', () => {
    const text = '{\n  "tools": [\n    {\n      "inputSchema": {"type": "dict"}\n    }\n  ]\n}';
    const { lint: value } = read(text);
    const shape = value.findings.filter((f) => f.rule === 'mcp-shape');
    expect(shape.map((f) => f.path)).toEqual([
      ['tools', 0, 'name'],
      ['tools', 0, 'inputSchema', 'type'],
    ]);
    // A missing field marks its parent object; a wrong value marks the value itself.
    expect(shape.map((f) => [f.line, f.column])).toEqual([
      [3, 5],
      [4, 31],
    ]);
    expect(words(shape[0]?.detail, 'en')).toBe('required field name is missing (expected string)');
    expect(words(shape[1]?.detail, 'zh')).toContain('"object"');
  });

  it('rejects boolean property schemas as MCP does, and wrong types with a readable message', () => {
    const { lint: v } = read('{"name": 1, "inputSchema": {"type": "object", "properties": {"x": true}}}');
    expect(v.findings.filter((f) => f.rule === 'mcp-shape').map((f) => words(f.detail, 'en'))).toEqual([
      'name must be a string, not number',
      'the schema of property x must be an object (MCP does not accept boolean schemas such as true)',
    ]);
  });

  it('knows the field names from the SDK, and flags later-revision fields as notes', () => {
    expect(SDK_REVISION).toBe('2025-11-25');
    expect(TOOL_FIELDS).toEqual(
      expect.arrayContaining([
        'name',
        'description',
        'inputSchema',
        'outputSchema',
        'annotations',
        'icons',
        'execution',
      ]),
    );
    expect(ANNOTATION_FIELDS).toEqual(
      expect.arrayContaining(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']),
    );
    const { lint: v } = read(
      '{"name": "a", "inputSchema": {"type": "object", "$schema": "https://json-schema.org/draft/2020-12/schema"}, "icons": []}',
    );
    expect(v.findings.filter((f) => f.rule === 'later-revision').map((f) => f.path)).toEqual([
      ['icons'],
      ['inputSchema', '$schema'],
    ]);
    expect(v.counts.error).toBe(0);
  });
});

describe('editor schemas', () => {
  it('come from the SDK shapes, without a dialect marker Monaco does not know', () => {
    const text = JSON.stringify([CURRENT_EDITOR_SCHEMA, PINNED_EDITOR_SCHEMA]);
    expect(text).not.toContain('$schema');
    expect(text).toContain('"inputSchema"');
    expect(text).toContain('"readOnlyHint"');
    expect((PINNED_EDITOR_SCHEMA as { required?: string[] }).required).toContain('tools');
  });
});
