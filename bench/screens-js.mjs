// JavaScript each signed-in screen loads when opened directly (a bookmark, a reload), gzip-compressed.
// The screens are those of the administrator's menu in the demo owner; each is opened in a fresh
// page of a signed-in browser, so its count holds the shell and the screen, nothing cached.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Gzip bytes and file count of the scripts a page loads while `open` runs. */
async function scriptsOf(page, open) {
  const scripts = [];
  const listener = (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  };
  page.on('response', listener);
  await open();
  const sizes = await Promise.all(scripts);
  page.off('response', listener);
  return { files: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) };
}

/**
 * Screens no menu item opens but a list does (a group's projects, a project's page read and edited,
 * a group's plan, a project's reports, a report, a template in the designer, a filled form, a draft
 * being filled), named from the demo data: they are bookmarked and reloaded like the others.
 */
async function openedFromScreens(context) {
  const first = async (path) => ((await (await context.request.get(path)).json()).data?.result ?? [])[0];
  const projects = await (await context.request.get('/api/project/options')).json();
  const [project] = projects.data ?? [];
  const template = await first('/api/form/template/list?per-page=15');
  const filled = await first('/api/form/instance/list?per-page=15');
  // A draft of the starting inspection report (photos, signature, date, equipment, a table): the
  // renderer's heaviest screen.
  const inspection = await first('/api/form/template/list?per-page=15&family=inspection');
  const draft =
    inspection &&
    (
      await (
        await context.request.post('/api/form/instance/create', {
          data: { template_id: inspection.id },
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json()
    ).data;
  const page = project && `/project/engineering/detail/basics/${project.group_id}/${project.id}`;
  // A report's page (its header, release gate, NCR panel and export are loaded as it needs them).
  const report =
    (await first('/api/report/list?per-page=15&filter[report_type]=release')) ??
    (await first('/api/report/list?per-page=15'));
  return [
    ...(project ? [`/project/engineering/list/${project.group_id}`, page, `${page}?mode=edit`] : []),
    // A group's inspection plan and a project's reports.
    ...(project
      ? [`/project/plan/list/${project.group_id}`, `/project/found/report/list/${project.group_id}/${project.id}`]
      : []),
    ...(report ? [`/project/found/report/list/detail/${report.id}/${report.template_id}`] : []),
    // The form designer and a filled form (the renderer).
    ...(template ? [`/control/form/design/${template.id}`] : []),
    ...(filled ? [`/control/form/example/setup/${filled.id}`] : []),
    ...(draft ? [`/control/form/example/setup/${draft.id}`] : []),
  ];
}

export async function screensJs(base, { username = 'admin', password = 'demo1234' } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ baseURL: base, locale: 'zh-CN' });
    const login = await context.newPage();
    await login.goto('/session/login');
    await login.getByLabel('账号').fill(username);
    await login.getByLabel('密码').fill(password);
    await login.getByRole('button', { name: /登\s*录/ }).click();
    await login.waitForURL('**/home');
    const menu = await (await context.request.get('/api/top-menu/index')).json();
    const paths = [
      '/home',
      ...menu.data.datamenu.flatMap((group) => group.items.map((item) => item.fontend_path)),
      ...(await openedFromScreens(context)),
    ];
    await login.close();

    const screens = [];
    for (const path of [...new Set(paths)]) {
      const page = await context.newPage();
      const js = await scriptsOf(page, () => page.goto(path, { waitUntil: 'networkidle' }));
      screens.push({ path, ...js });
      await page.close();
    }
    return screens.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}
