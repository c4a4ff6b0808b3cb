/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Brotli (.br) and gzip (.gz) copies of the built text files, made once at build time with the
 * strongest settings, so the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing on every request or sending the raw bytes.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const bytes = await readFile(join(dir, name));
          if (bytes.length < MIN_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          };
          await writeFile(join(dir, `${name}.br`), await brotli(bytes, { params }));
          await writeFile(join(dir, `${name}.gz`), await gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

/**
 * @rjsf/core's index re-exports its test registry, which imports @rjsf/validator-ajv8. That validator
 * compiles schemas with `new Function`, which the Content-Security-Policy forbids, so it is not
 * installed (the form renderer validates with @cfworker/json-schema): the import resolves to a stub.
 */
const NO_AJV = fileURLToPath(new URL('./src/lib/no-ajv-validator.ts', import.meta.url));

/** @rjsf/core's Markdown descriptions, never turned on by our templates: plain text instead (30 KB gzip less). */
const PLAIN_MARKDOWN = fileURLToPath(new URL('./src/lib/plain-markdown.tsx', import.meta.url));

/** @rjsf/utils' URI library, for `$ref`s our templates never write: the platform's URL instead (8 KB gzip less). */
const URI_RESOLVER = fileURLToPath(new URL('./src/lib/uri-resolver.ts', import.meta.url));

const CONTRACT_ZOD = fileURLToPath(new URL('../contract/src/zod.ts', import.meta.url));
const INERT_ZOD = fileURLToPath(new URL('./src/lib/inert-zod.ts', import.meta.url));

/** The contract's schemas are built with an inert `z` in the web app (see src/lib/inert-zod.ts). */
function contractWithoutZod(): Plugin {
  return {
    name: 'contract-without-zod',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('/contract/src/') || !source.endsWith('zod.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CONTRACT_ZOD ? INERT_ZOD : null;
    },
  };
}

/**
 * engine.io-client's transports without WebTransport, which our server does not offer (it needs an
 * HTTP/3 server): every signed-in screen loads the socket client (lib/socket.ts), and screens are
 * close to their 500 KB. Fails the build if a new engine.io-client lists its transports otherwise.
 */
function socketWithoutWebTransport(): Plugin {
  const INDEX = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/;
  const WEBTRANSPORT = [/^import \{ WT \} from "\.\/webtransport\.js";$/m, /^\s*webtransport: WT,$/m];
  return {
    name: 'socket-without-webtransport',
    transform(code, id) {
      if (!INDEX.test(id)) return null;
      if (!WEBTRANSPORT.every((line) => line.test(code)))
        throw new Error(`${id}: transports changed, see vite.config.ts`);
      return WEBTRANSPORT.reduce((kept, line) => kept.replace(line, ''), code);
    },
  };
}

/** The icons the sources under `dir` import, read from them so the lists below keep themselves. */
function iconsImportedIn(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\./.test(entry)) continue;
    const source = readFileSync(join(dir, entry), 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons'/g)) {
      for (const name of (match[1] ?? '').split(',')) if (name.trim()) names.add(name.trim());
    }
  }
  return names;
}
const iconsOf = (dir: string) => iconsImportedIn(fileURLToPath(new URL(dir, import.meta.url)));
/**
 * The login page's icons (its own, and antd's Form's tooltip icon): the shell shares some of them, but
 * they stay out of its chunk, or the login page would load all of the shell's icons (14 KB gzip of its
 * 265, over its 250 KB budget).
 */
const LOGIN_ICONS = new Set([...iconsOf('./src/features/session'), 'QuestionCircleOutlined']);
/** The icons the shell imports (src/app) that the login page does not show. */
const SHELL_ICONS = new Set([...iconsOf('./src/app')].filter((name) => !LOGIN_ICONS.has(name)));
/** The icon a module of @ant-design/icons(-svg) defines (`…/SettingOutlined.js`), or ''. */
const iconOf = (id: string) =>
  /[\\/]@ant-design[\\/]icons(?:-svg)?[\\/].*[\\/](\w+(?:Outlined|Filled|TwoTone))\.js$/.exec(id)?.[1] ?? '';

// In development Vite serves the app and forwards API calls to the server (npm run dev).
export default defineConfig({
  plugins: [contractWithoutZod(), socketWithoutWebTransport(), react(), precompress()],
  resolve: {
    alias: {
      '@rjsf/validator-ajv8': NO_AJV,
      'markdown-to-jsx/react': PLAIN_MARKDOWN,
      'fast-uri': URI_RESOLVER,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      // The real-time socket (contract's SOCKET_PATH): its websocket upgrade and its polling fallback.
      // The Host header stays the page's (no changeOrigin), as the server's same-origin check needs.
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          // rc-form and its validator do nothing on import, but their packages do not say so: every antd
          // input imports rc-form's index (for the form item's status), which kept all of rc-form, 15 KB
          // gzip, on every screen with an input, antd's Form or not.
          { test: /[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
          // A feature's public face (src/features/<name>/public.ts) only re-exports. Said so, a screen
          // that takes one thing of it imports that thing's module alone; otherwise it imported every
          // module of the face, with their texts and their chunks (the user table took the role
          // matrix's, 21 KB).
          { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // The shell's icons (the menu's and the bars'), one chunk: apart, each icon shared by
            // lazy chunks was a file of its own, about 650 bytes gzip each, 11 KB together.
            // The icons alone: their base component (AntdIcon), which every antd icon imports, came
            // along by default, so any page with one icon loaded all of the shell's.
            {
              name: 'shell-icons',
              test: (id: string) => SHELL_ICONS.has(iconOf(id)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every core, as the server's suite (269 s on one worker of the two-core CI machine, 188 s on two).
    maxWorkers: availableParallelism(),
    // A worker keeps its modules from one file to the next instead of loading jsdom, React and antd
    // again for each (188 s to 25 s); test/between-files.ts puts back what a file changed.
    isolate: false,
    setupFiles: ['src/test/between-files.ts'],
    // Through Vite, so the stub of @rjsf/validator-ajv8 (above) applies to them too.
    server: { deps: { inline: [/@rjsf\/(core|antd)/] } },
  },
});
