/**
 * Stands in for @rjsf/validator-ajv8, which @rjsf/core's test registry imports (see vite.config.ts):
 * ajv compiles with `new Function`, which the Content-Security-Policy forbids. Nothing calls it.
 */
function unavailable(): never {
  throw new Error('@rjsf/validator-ajv8 is not available: use the form feature’s validator');
}

export const customizeValidator = unavailable;
export const createPrecompiledValidator = unavailable;
export default new Proxy({}, { get: unavailable });
