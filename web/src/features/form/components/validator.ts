import { type OutputUnit, type Schema, Validator } from '@cfworker/json-schema';
import {
  type CustomValidator,
  createErrorHandler,
  type ErrorSchema,
  ErrorSchemaBuilder,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  unwrapErrorHandler,
  type ValidationData,
  type ValidatorType,
  validationDataMerge,
} from '@rjsf/utils';
import { i18n } from '../../../lib/i18n';

/**
 * Keywords that only say a part below failed: the part's own error says what and where, so these
 * would repeat it on the parent.
 */
const CONTAINER_KEYWORDS = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  'allOf',
  'if',
  'then',
  'else',
  '$ref',
  '$recursiveRef',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
]);

type Data = Record<string, unknown>;

/** `#/table/0/col` as ['table', '0', 'col']. */
export function instancePath(location: string): string[] {
  return location
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The schema value at a `#/…` keyword location, e.g. the number of a failed `minimum`. */
function schemaAt(root: unknown, location: string): unknown {
  let node: unknown = root;
  for (const part of instancePath(location)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The name of the missing property in cfworker's `required` message. */
const missingOf = (error: string) => /"([^"]+)"/.exec(error)?.[1];

/** One validation failure in the words of the interface, at the path of the answer it concerns. */
function toRjsfError(unit: OutputUnit, schema: unknown): RJSFValidationError | null {
  if (CONTAINER_KEYWORDS.has(unit.keyword)) return null;
  const path = instancePath(unit.instanceLocation);
  const limit = schemaAt(schema, unit.keywordLocation);
  let key: string = unit.keyword;
  if (unit.keyword === 'required') {
    const missing = missingOf(unit.error);
    if (missing) path.push(missing);
  }
  if (unit.keyword === 'minLength' && limit === 1) key = 'required';
  if (unit.keyword === 'minItems' && limit === 1) key = 'required';
  if (unit.keyword === 'false') key = 'unknown';
  const message = i18n.t(`form.rule.${key}`, { limit, defaultValue: unit.error });
  const property = path.length > 0 ? `.${path.join('.')}` : '.';
  return {
    name: unit.keyword,
    message,
    params: { limit },
    property,
    schemaPath: unit.keywordLocation,
    stack: `${property} ${message}`.trim(),
  };
}

/** The raw errors of `data` against `schema`, all of them (no short circuit). */
function rawErrors(schema: RJSFSchema, data: unknown): OutputUnit[] {
  return new Validator(schema as Schema, '2020-12', false).validate(data).errors;
}

/** Errors as rjsf's error schema: each message under the answer it concerns. */
export function errorSchemaOf(errors: RJSFValidationError[]): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const error of errors) {
    const path = error.property && error.property !== '.' ? error.property.replace(/^\./, '').split('.') : [];
    if (error.message) builder.addErrors(error.message, path);
  }
  return builder.ErrorSchema;
}

/** Validates a form's answers before they are checked by the validator (hidden answers are dropped). */
export type PrepareData = (data: Data) => Data;

/**
 * rjsf's validator on @cfworker/json-schema, which interprets a schema where ajv compiles it with
 * `new Function`, which the app's Content-Security-Policy forbids. The server checks the answers
 * again and is the authority; this gives the filler instant feedback.
 */
export function createFormValidator(prepare: PrepareData = (data) => data): ValidatorType<Data, RJSFSchema> {
  return {
    validateFormData(
      formData: Data | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<Data, RJSFSchema>,
      transformErrors?: ErrorTransformer<Data, RJSFSchema>,
      uiSchema?: UiSchema<Data, RJSFSchema>,
    ): ValidationData<Data> {
      const data = prepare(formData ?? {});
      let errors = rawErrors(schema, data)
        .map((unit) => toRjsfError(unit, schema))
        .filter((error): error is RJSFValidationError => error !== null);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      let result: ValidationData<Data> = { errors, errorSchema: errorSchemaOf(errors) };
      if (customValidate) {
        const handler = customValidate(data, createErrorHandler<Data>(data), uiSchema);
        const errorSchema = unwrapErrorHandler<Data>(handler);
        result = validationDataMerge<Data>(result, errorSchema);
      }
      return result;
    },
    isValid(schema: RJSFSchema, formData: Data | undefined, rootSchema: RJSFSchema) {
      try {
        const validator = new Validator(schema as Schema, '2020-12', true);
        // A sub-schema may refer to the root's definitions.
        if (rootSchema !== schema) validator.addSchema(rootSchema as Schema, 'root');
        return validator.validate(formData).valid;
      } catch {
        return false;
      }
    },
    rawValidation<Result = unknown>(schema: RJSFSchema, formData?: Data) {
      try {
        return { errors: rawErrors(schema, formData) as Result[] };
      } catch (error) {
        return { validationError: error as Error };
      }
    },
  };
}
