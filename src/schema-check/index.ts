/** JSON Schema checks (Ajv, 2020-12) the labs show beside their teaching functions. */
export {
  asJavaScript,
  checkWithSchema,
  type SchemaCheck,
  type SchemaError,
  type SchemaOrigin,
} from './check.ts';
