import { config, z } from 'zod';

// Zod compiles fast parsers with `new Function` and probes once, when its first object schema is
// built, whether it may. The web app's Content-Security-Policy forbids eval, so in a browser the probe
// is refused and reported as a violation. Every schema of the contract takes `z` from here, so this
// runs before any of them is built, whatever order the bundler puts the chunks in. The server keeps
// the compiled parsers. (The web app's own build swaps this module for an inert stand-in, see
// web/src/lib/inert-zod.ts; this guard is for anything else that runs the contract in a browser.)
if ('document' in globalThis) config({ jitless: true });

export { z };
