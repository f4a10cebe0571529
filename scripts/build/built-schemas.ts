// The JSON Schemas a lab builds from its own scenarios, compiled at build time into Ajv's standalone
// code. The browser then checks the lab's first arguments without starting Ajv: on a slow phone that
// first compile was the longest task of the admission lab's hydration. A schema a learner's edit makes
// (another city list) is still compiled in the browser, when the learner makes it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { admissionSchema } from '../../src/labs/admission/index.ts';
import { BUILT_SCHEMA_OPTIONS, schemaKey } from '../../src/schema-check/check.ts';

interface ScenarioFile {
  scenarios?: { state?: { allowedCities?: unknown } }[];
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The admission lab's contract schema for each distinct city list among its scenarios. */
export function builtSchemas(root: string): object[] {
  const file = join(root, 'content/labs/admission/scenarios.json');
  if (!existsSync(file)) return [];
  const { scenarios = [] } = JSON.parse(readFileSync(file, 'utf8')) as ScenarioFile;
  const byKey = new Map<string, object>();
  for (const { state } of scenarios) {
    if (!isStrings(state?.allowedCities)) continue;
    const schema = admissionSchema(state.allowedCities);
    byKey.set(schemaKey(schema, 'built'), schema);
  }
  return [...byKey.values()];
}

/** An ES module whose default export lists `[schemaKey(schema, 'built'), validator]` pairs. */
export function builtSchemaModule(schemas: readonly object[]): string {
  if (schemas.length === 0) return 'export default [];\n';
  // The options the browser compiles built schemas with, so both give the same verdicts and errors.
  const ajv = new Ajv2020({ ...BUILT_SCHEMA_OPTIONS, code: { source: true, esm: true } });
  const exports: Record<string, string> = {};
  schemas.forEach((schema, i) => {
    // An $id only names the export; the key is the schema exactly as the lab builds it.
    const id = `tool-lab:built-schema:${i}`;
    ajv.addSchema({ ...schema, $id: id });
    exports[`prebuilt${i}`] = id;
  });
  const pairs = schemas.map((schema, i) => `[${JSON.stringify(schemaKey(schema, 'built'))}, prebuilt${i}]`);
  return `${standaloneCode(ajv, exports)}\nexport default [${pairs.join(', ')}];\n`;
}
