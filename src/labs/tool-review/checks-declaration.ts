/**
 * The checks of the first rule groups (shape, naming, interface, inputs): what a declaration says about
 * itself and its parameters. One function per rule id of rules.ts; none throws, whatever the input.
 */
import type { JsonValue } from '../../json/index.ts';
import { f, perTool, type Check } from './finding.ts';
import { has, hasUpperBound, member, params, typeSet } from './schema-walk.ts';
import { ANNOTATION_FIELDS, TOOL_FIELDS } from './shape.ts';
import { multiplexOf } from './checks-security.ts';
import { CHOICE_PARAM, ID_PARAM, LIMIT_PARAM } from './vocabulary.ts';

const NAME_OK = /^[A-Za-z0-9_.-]+$/;
const LATER_FIELDS = ['icons', 'execution'];

const constrained = (s: JsonValue) => ['pattern', 'enum', 'const', 'format'].some((k) => has(s, k));
const isStringy = (s: JsonValue) => {
  const t = typeSet(s);
  return t === null || t.has('string');
};

export const DECLARATION_CHECKS: Readonly<Record<string, Check>> = {
  'mcp-shape': (input) =>
    input.shape.map((s) => ({
      rule: 'mcp-shape',
      path: s.path,
      tool: input.tools.find((t) => t.path.every((p, i) => s.path[i] === p))?.name ?? null,
      detail: s.message,
    })),

  'unknown-field': perTool((t) => {
    if (t.node.kind !== 'object') return [];
    const out = [...t.node.entries.keys()]
      .filter((k) => !TOOL_FIELDS.includes(k))
      .map((k) => f('unknown-field', t, [...t.path, k], `Tool 没有字段 ${k}`, `Tool has no field ${k}`));
    const ann = member(t.node, 'annotations');
    if (ann?.kind === 'object')
      for (const k of ann.entries.keys())
        if (!ANNOTATION_FIELDS.includes(k))
          out.push(
            f(
              'unknown-field',
              t,
              [...t.path, 'annotations', k],
              `注解里没有 ${k}`,
              `annotations have no ${k}`,
            ),
          );
    return out;
  }),

  'later-revision': perTool((t) => {
    const out = LATER_FIELDS.filter((k) => has(t.node, k)).map((k) =>
      f('later-revision', t, [...t.path, k], `${k} 是 2025-11-25 新增的字段`, `${k} was added in 2025-11-25`),
    );
    for (const s of ['inputSchema', 'outputSchema'])
      if (has(member(t.node, s), '$schema'))
        out.push(
          f(
            'later-revision',
            t,
            [...t.path, s, '$schema'],
            '$schema 方言声明是 2025-11-25 新增的',
            'declaring a $schema dialect is new in 2025-11-25',
          ),
        );
    return out;
  }),

  'name-charset': perTool((t) =>
    t.name !== null && t.name !== '' && !NAME_OK.test(t.name)
      ? [
          f(
            'name-charset',
            t,
            [...t.path, 'name'],
            `“${t.name}”含有 A-Z a-z 0-9 _ - . 以外的字符`,
            `"${t.name}" has characters outside A-Z a-z 0-9 _ - .`,
          ),
        ]
      : [],
  ),

  'name-length': perTool((t) => {
    if (t.name === null) return [];
    const n = [...t.name].length;
    return n < 1 || n > 128
      ? [f('name-length', t, [...t.path, 'name'], `名称长 ${n} 个字符`, `the name is ${n} characters long`)]
      : [];
  }),

  'duplicate-name': (input) => {
    const seen = new Set<string>();
    return input.tools.flatMap((t) => {
      if (t.name === null) return [];
      if (!seen.has(t.name)) {
        seen.add(t.name);
        return [];
      }
      return [
        f(
          'duplicate-name',
          t,
          [...t.path, 'name'],
          `名称“${t.name}”前面已经出现过`,
          `the name "${t.name}" is already taken above`,
        ),
      ];
    });
  },

  // A switch or a catch-all name whose operations all read; one that hides a write is an error of its
  // own (multiplexed-write in checks-security.ts).
  'multiplexed-action': perTool((t) => {
    const m = multiplexOf(t);
    if (!m?.switch || m.writes.length > 0) return [];
    return [
      f(
        'multiplexed-action',
        t,
        m.switch.path,
        `参数 ${m.switch.name} 在几个只读动作之间切换`,
        `parameter ${m.switch.name} switches between read-only operations`,
      ),
    ];
  }),

  'manage-name': perTool((t) => {
    const m = multiplexOf(t);
    if (!m?.byName || m.writes.length > 0) return [];
    return [
      f('manage-name', t, [...t.path, 'name'], `名称以 ${m.byName} 开头`, `the name starts with ${m.byName}`),
    ];
  }),

  'additional-properties': perTool((t) => {
    const schema = member(t.node, 'inputSchema');
    if (schema?.kind !== 'object') return [];
    const ap = member(schema, 'additionalProperties');
    if (ap?.kind === 'bool' && !ap.value) return [];
    const at = ap ? [...t.path, 'inputSchema', 'additionalProperties'] : [...t.path, 'inputSchema'];
    return [
      f(
        'additional-properties',
        t,
        at,
        ap ? 'additionalProperties 不是 false' : '没有写 additionalProperties',
        ap ? 'additionalProperties is not false' : 'additionalProperties is not set',
      ),
    ];
  }),

  'unbounded-limit': perTool((t) =>
    params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])
      .filter((p) => LIMIT_PARAM.test(p.name) && !hasUpperBound(p.schema) && !has(p.schema, 'enum'))
      .map((p) => f('unbounded-limit', t, p.path, `${p.name} 没有 maximum`, `${p.name} has no maximum`)),
  ),

  'id-without-pattern': perTool((t) =>
    params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])
      .filter((p) => ID_PARAM.test(p.name) && isStringy(p.schema) && !constrained(p.schema))
      .map((p) => f('id-without-pattern', t, p.path, `${p.name} 只是任意字符串`, `${p.name} is any string`)),
  ),

  'free-text-choice': perTool((t) =>
    params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])
      .filter((p) => CHOICE_PARAM.test(p.name) && isStringy(p.schema) && !constrained(p.schema))
      .filter((p) => !(p.name.toLowerCase() === 'mode' && has(p.schema, 'enum')))
      .map((p) =>
        f(
          'free-text-choice',
          t,
          p.path,
          `${p.name} 是自由文本，没有 enum`,
          `${p.name} is free text without an enum`,
        ),
      ),
  ),

  'required-undeclared': perTool((t) => {
    const schema = member(t.node, 'inputSchema');
    const req = member(schema, 'required');
    const props = member(schema, 'properties');
    if (req?.kind !== 'array') return [];
    return req.items.flatMap((x, i) =>
      x.kind === 'string' && !(props?.kind === 'object' && props.entries.has(x.value))
        ? [
            f(
              'required-undeclared',
              t,
              [...t.path, 'inputSchema', 'required', i],
              `${x.value} 必填却没有声明`,
              `${x.value} is required but not declared`,
            ),
          ]
        : [],
    );
  }),
};
