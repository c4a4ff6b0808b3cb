/**
 * Stands in for fast-uri, which @rjsf/utils imports to resolve `$ref`s against `$id`s (see
 * vite.config.ts). Our templates never use either, and the platform's URL resolves what would come.
 */
function resolve(base: string, reference: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    // A base that is not absolute (a bare "#/…" pointer): the reference stands as written.
    return reference;
  }
}

const equal = (a: string, b: string) => a === b;

export default { resolve, equal };
