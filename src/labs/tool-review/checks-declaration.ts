/**
 * The checks of the first rule groups (shape, naming, interface, inputs): what a declaration says about
 * itself and its parameters. One function per rule id of rules.ts; none throws, whatever the input.
 */
import type { JsonValue } from '../../json/index.ts';
import { msg } from '../../i18n/index.ts';
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
      .map((k) => f('unknown-field', t, [...t.path, k], msg('finding.unknown-field', { k })));
    const ann = member(t.node, 'annotations');
    if (ann?.kind === 'object')
      for (const k of ann.entries.keys())
        if (!ANNOTATION_FIELDS.includes(k))
          out.push(
            f(
              'unknown-field',
              t,
              [...t.path, 'annotations', k],
              msg('finding.unknown-field.annotation', { k }),
            ),
          );
    return out;
  }),

  'later-revision': perTool((t) => {
    const out = LATER_FIELDS.filter((k) => has(t.node, k)).map((k) =>
      f('later-revision', t, [...t.path, k], msg('finding.later-revision', { k })),
    );
    for (const s of ['inputSchema', 'outputSchema'])
      if (has(member(t.node, s), '$schema'))
        out.push(
          f('later-revision', t, [...t.path, s, '$schema'], msg('finding.later-revision.schemaDialect')),
        );
    return out;
  }),

  'name-charset': perTool((t) =>
    t.name !== null && t.name !== '' && !NAME_OK.test(t.name)
      ? [f('name-charset', t, [...t.path, 'name'], msg('finding.name-charset', { name: t.name }))]
      : [],
  ),

  'name-length': perTool((t) => {
    if (t.name === null) return [];
    const n = [...t.name].length;
    return n < 1 || n > 128
      ? [f('name-length', t, [...t.path, 'name'], msg('finding.name-length', { n }))]
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
      return [f('duplicate-name', t, [...t.path, 'name'], msg('finding.duplicate-name', { name: t.name }))];
    });
  },

  // A switch or a catch-all name whose operations all read; one that hides a write is an error of its
  // own (multiplexed-write in checks-security.ts).
  'multiplexed-action': perTool((t) => {
    const m = multiplexOf(t);
    if (!m?.switch || m.writes.length > 0) return [];
    return [
      f('multiplexed-action', t, m.switch.path, msg('finding.multiplexed-action', { name: m.switch.name })),
    ];
  }),

  'manage-name': perTool((t) => {
    const m = multiplexOf(t);
    if (!m?.byName || m.writes.length > 0) return [];
    return [f('manage-name', t, [...t.path, 'name'], msg('finding.manage-name', { byName: m.byName }))];
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
        ap ? msg('finding.additional-properties') : msg('finding.additional-properties.unset'),
      ),
    ];
  }),

  'unbounded-limit': perTool((t) =>
    params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])
      .filter((p) => LIMIT_PARAM.test(p.name) && !hasUpperBound(p.schema) && !has(p.schema, 'enum'))
      .map((p) => f('unbounded-limit', t, p.path, msg('finding.unbounded-limit', { name: p.name }))),
  ),

  'id-without-pattern': perTool((t) =>
    params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])
      .filter((p) => ID_PARAM.test(p.name) && isStringy(p.schema) && !constrained(p.schema))
      .map((p) => f('id-without-pattern', t, p.path, msg('finding.id-without-pattern', { name: p.name }))),
  ),

  'free-text-choice': perTool((t) =>
    params(member(t.node, 'inputSchema'), [...t.path, 'inputSchema'])
      .filter((p) => CHOICE_PARAM.test(p.name) && isStringy(p.schema) && !constrained(p.schema))
      .filter((p) => !(p.name.toLowerCase() === 'mode' && has(p.schema, 'enum')))
      .map((p) => f('free-text-choice', t, p.path, msg('finding.free-text-choice', { name: p.name }))),
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
              msg('finding.required-undeclared', { value: x.value }),
            ),
          ]
        : [],
    );
  }),
};
