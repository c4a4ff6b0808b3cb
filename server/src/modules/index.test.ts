import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { moduleDeps } from '../app.js';
import { isMessageKey, registerMessages, translate } from '../platform/messages.js';
import { MODULES, startModules } from './index.js';

const t = useTestApp();

/** The routes one manifest declares, registered on an app of their own. */
async function routesOf(module: (typeof MODULES)[number]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  module.routes(app, moduleDeps({ db: t.db }));
  await app.close();
  return routes;
}

describe('the module list', () => {
  it('registers every route of every module in the app and its API document', async () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const documented = JSON.stringify((await t.app.inject('/api/docs/json')).json());
    for (const module of MODULES) {
      const routes = await routesOf(module);
      expect(routes.length, module.name).toBeGreaterThan(0);
      for (const route of routes) {
        expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url }), `${module.name} ${route.url}`).toBe(
          true,
        );
      }
      expect(
        routes.some((route) => documented.includes(`"${route.url}"`)),
        module.name,
      ).toBe(true);
    }
  });

  it('starts up twice without adding a menu entry twice', async () => {
    const before = JSON.stringify(await t.db.execute(sql`select owner_id, page_key from menu_items order by id`));
    await startModules(MODULES, moduleDeps({ db: t.db }));
    await startModules(MODULES, moduleDeps({ db: t.db }));
    expect(JSON.stringify(await t.db.execute(sql`select owner_id, page_key from menu_items order by id`))).toBe(before);
  });

  it('runs the jobs of the server without failing', async () => {
    const jobs = MODULES.flatMap((module) => module.jobs ?? []);
    expect(jobs.map((job) => job.name).sort()).toEqual([
      'finding overdue reminders',
      'ncr overdue reminders',
      'report export sweep',
      'session sweep',
      'upload sweep',
      'workflow timers',
    ]);
    for (const job of jobs) await job.run(moduleDeps({ db: t.db }));
  });

  it("serves every module's texts in both languages, each key once", () => {
    const keys = MODULES.flatMap((module) => Object.keys(module.messages?.zh ?? {}));
    expect(keys).toContain('file.deleted');
    expect(new Set(keys).size).toBe(keys.length);
    for (const module of MODULES) {
      expect(Object.keys(module.messages?.en ?? {}), module.name).toEqual(Object.keys(module.messages?.zh ?? {}));
    }
    for (const key of keys) expect(isMessageKey(key), key).toBe(true);
    expect([translate('zh-CN', 'file.deleted'), translate('en', 'file.deleted')]).toEqual([
      '文件已删除',
      'File deleted',
    ]);
    expect(() => registerMessages({ zh: { 'file.deleted': '另一段文字' }, en: { 'file.deleted': 'Other' } })).toThrow(
      /already taken/,
    );
  });
});
