/** JSON Schema checks (Ajv, 2020-12) the labs show beside their teaching functions. */
export {
  addPrebuiltValidators,
  asJavaScript,
  BUILT_SCHEMA_OPTIONS,
  schemaKey,
  checkWithSchema,
  type SchemaCheck,
  type SchemaError,
  type SchemaOrigin,
  type Validator,
} from './check.ts';
