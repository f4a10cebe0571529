import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parseJson, type JsonValue } from '../json/index.ts';
import admission, { admissionDisagreement, admissionSchema } from '../labs/admission/index.ts';
import { plannerTable } from '../labs/planner/index.ts';
import { addPrebuiltValidators, asJavaScript, checkWithSchema, schemaKey, type Validator } from './check.ts';

const parse = (s: string): JsonValue => {
  const r = parseJson(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('admission contract as JSON Schema', () => {
  const schema = admissionSchema(['杭州', '成都']);
  const both = (text: string) => {
    const v = parse(text);
    const fn = admission.run({ args: text, allowedCities: ['杭州', '成都'] });
    const check = checkWithSchema(schema, asJavaScript(v));
    if ('schemaError' in check) throw new Error(check.schemaError);
    return {
      fn: fn.outcome,
      schema: check.valid,
      why: admissionDisagreement(v, fn.outcome === 'accepted', check.valid),
      check,
    };
  };

  it('agrees with the teaching function on ordinary inputs', () => {
    expect(both('{"city": "杭州", "days": 3}')).toMatchObject({ fn: 'accepted', schema: true, why: null });
    expect(both('{"city": "杭州", "days": true}')).toMatchObject({
      fn: 'schema_types',
      schema: false,
      why: null,
    });
    expect(both('{"city": "朝阳", "days": 3}')).toMatchObject({ fn: 'semantic_city', schema: false });
    expect(both('{"city": "杭州"}').check.errors[0]!.message).toContain('days');
  });

  it('disagrees on 3.0: JSON Schema integer accepts it, the teaching function does not', () => {
    expect(both('{"city": "杭州", "days": 3.0}')).toMatchObject({
      fn: 'schema_types',
      schema: true,
      why: 'float-integer',
    });
  });

  it('reports a broken schema instead of throwing', () => {
    expect(checkWithSchema({ type: 'no-such-type' }, 1)).toHaveProperty('schemaError');
  });

  // The lab checks its own schema as 'built', skipping the meta-schema: that is only safe while every
  // city list a learner can make still gives a well-formed schema.
  it('builds a schema that passes the meta-schema for any city list', () => {
    const meta = new Ajv2020({ strict: false });
    for (const cities of [[], ['杭州'], ['杭州', '杭州'], [''], ['"}', '\\', '$ref', '\u0000']]) {
      expect(meta.validateSchema(admissionSchema(cities)), JSON.stringify(cities)).toBe(true);
    }
  });

  it('gives the same verdict and errors for a built schema as for a written one', () => {
    for (const text of ['{"city": "杭州", "days": 3}', '{"city": "朝阳", "days": 9, "x": 1}', '[]', '3.5']) {
      const v = asJavaScript(parse(text));
      expect(checkWithSchema(schema, v, 'built'), text).toEqual(checkWithSchema(schema, v, 'written'));
    }
  });
});

describe('planner token table', () => {
  it('splits the three layers and compares with loading everything', () => {
    const t = plannerTable(
      parse(
        '{"catalog":{"a":10,"b":10},"bodies":{"a":50,"b":80},"active":["a","a"],"resources":{"ref":["a",30],"big":["b",200]},"requested":["ref"],"budget":99}',
      ),
    )!;
    expect(t).toEqual({ metadata: 20n, bodies: 50n, resources: 30n, total: 100n, budget: 99n, full: 380n });
  });

  it('gives up on unreadable plans', () => {
    expect(plannerTable(parse('[1]'))).toBeNull();
    expect(
      plannerTable(parse('{"catalog":{"a":"x"},"bodies":{},"active":[],"resources":{},"requested":[]}')),
    ).toBeNull();
  });
});

describe('validators compiled at build time', () => {
  it('are used for their schema instead of compiling it', () => {
    const schema = { type: 'string', description: 'a schema only this test builds' };
    const seen: unknown[] = [];
    // Says the opposite of what Ajv would: only a lookup of the prebuilt validator gives `false`.
    const prebuilt = Object.assign(
      (v: unknown) => {
        seen.push(v);
        return false;
      },
      { errors: null },
    ) as unknown as Validator;
    addPrebuiltValidators([[schemaKey(schema, 'built'), prebuilt]]);
    expect(checkWithSchema(schema, 'text', 'built')).toEqual({ valid: false, errors: [] });
    expect(seen).toEqual(['text']);
    // The same schema from a person is still compiled (and checked against the meta-schema).
    expect(checkWithSchema(schema, 'text', 'written')).toEqual({ valid: true, errors: [] });
  });
});
