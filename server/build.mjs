// Bundles the server into dist/main.js, and the PGlite worker it starts into dist/pglite-worker.js
// beside it. npm packages stay external (installed by npm); the workspace contract package is
// TypeScript source and is bundled in. `--watch` rebuilds on change.
import { cpSync, rmSync } from 'node:fs';
import { context } from 'esbuild';

const watch = process.argv.includes('--watch');
rmSync('dist', { recursive: true, force: true });
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });

const ctx = await context({
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/platform/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: watch ? 'info' : 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/contract') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
