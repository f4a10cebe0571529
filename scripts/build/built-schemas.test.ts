import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { admissionSchema } from '../../src/labs/admission/index.ts';
import { BUILT_SCHEMA_OPTIONS, schemaKey, type Validator } from '../../src/schema-check/check.ts';
import { builtSchemaModule, builtSchemas } from './built-schemas.ts';

const dir = mkdtempSync(join(tmpdir(), 'built-schemas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load(schemas: object[]): Promise<[string, Validator][]> {
  const file = join(dir, `m${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, builtSchemaModule(schemas));
  return ((await import(pathToFileURL(file).href)) as { default: [string, Validator][] }).default;
}

// Arguments near the contract's edges: the cities, other strings, integers and floats around the range.
const value = fc.oneof(
  fc.record(
    {
      city: fc.oneof(fc.constantFrom('杭州', '成都', '宁波', '朝阳', ''), fc.string(), fc.integer()),
      days: fc.oneof(fc.integer({ min: -2, max: 10 }), fc.double(), fc.boolean(), fc.string()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('validators compiled at build time', () => {
  it("cover each of the admission lab's city lists once", () => {
    const schemas = builtSchemas(process.cwd());
    expect(schemas.length).toBeGreaterThan(0);
    const keys = schemas.map((s) => schemaKey(s, 'built'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(schemaKey(admissionSchema(['杭州', '成都', '宁波']), 'built'));
  });

  it('give the verdicts and errors of a validator compiled in the browser', async () => {
    const schemas = [admissionSchema(['杭州', '成都', '宁波']), admissionSchema(['朝阳'])];
    const pairs = await load(schemas);
    expect(pairs.map(([key]) => key)).toEqual(schemas.map((s) => schemaKey(s, 'built')));
    const ajv = new Ajv2020({ ...BUILT_SCHEMA_OPTIONS });
    schemas.forEach((schema, i) => {
      const runtime = ajv.compile(schema);
      const prebuilt = pairs[i]![1];
      fc.assert(
        fc.property(value, (v) => {
          expect(prebuilt(v)).toBe(runtime(v));
          expect(prebuilt.errors ?? null).toEqual(runtime.errors ?? null);
        }),
        { numRuns: 400 },
      );
    });
  });

  it('is an empty list without the lab', async () => {
    expect(builtSchemas(dir)).toEqual([]);
    expect(await load([])).toEqual([]);
  });
});
