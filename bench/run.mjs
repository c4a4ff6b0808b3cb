// npm run bench: the budgets of DESIGN §8 that exist so far, on PGlite and on PostgreSQL.
//  1. JavaScript the login page loads, gzip-compressed (budget 250 KB), and whether it came compressed;
//     and each signed-in screen of the administrator's menu, opened directly (budget 500 KB each).
//  2. The request path at 50 concurrent clients: GET /api/health, GET /api/user/try-session (budget
//     3,000/s with p99 ≤ 50 ms on PostgreSQL).
//  3. A list on 1,000,000 to-do rows (budget p99 ≤ 50 ms at 50 concurrent on PostgreSQL, PGlite at
//     least half of PostgreSQL's throughput): the first page, and a deep page.
//  3b. The equipment list on 1,000,000 pieces of equipment: the administrator's first page, and an
//     inspector's, whose scope (equipment assigned to him) is a small part of the table.
//  3c. The report list on 1,000,000 reports (PostgreSQL only; bench/reports.mjs): the first page, a deep
//     page, and filtered by type, by project and by a range of dates, as the administrator and as an
//     inspector (budget p99 ≤ 50 ms at 50 concurrent).
//  3d. The knowledge lists on 1,000,000 rows each (PostgreSQL only; bench/knowledge.mjs): laws (first
//     page, a deep page, the withdrawn, a search of a word of 2.5% and of 0.1% of them), the standard
//     picker and one standard's clause tree (1,000 of the 1,000,000 clauses), announcements (pinned
//     first; first and deep page as the administrator and as an inspector) and one project's findings
//     (first and deep page, the open ones, as both) (budget p99 ≤ 50 ms at 50 concurrent).
//  4. Upload throughput of a 1 GB file into the local store, as a ratio to `cp` on the same disk.
// Load comes from autocannon in its own process. Needs a build (npm run build) and Debian's chromium.
// PostgreSQL: BENCH_DATABASE_URL names a server (default the local one) where a scratch database is
// created and dropped. BENCH_TODO_ROWS, BENCH_EQUIPMENT_ROWS, BENCH_REPORT_ROWS and BENCH_KNOWLEDGE_ROWS
// (laws, announcements, clauses and findings, each) size the volume,
// BENCH_SKIP_BROWSER=true skips 1 (no web build needed), BENCH_SKIP_UPLOAD=true skips 4,
// BENCH_ONLY=pglite|postgres runs one database, BENCH_PROFILE=true prints where the server's CPU went,
// BENCH_SERVER=<main.js> and WEB_DIST=<dir> measure another build.
// Sends traffic to 127.0.0.1 only. Budgets missed are said, not failed on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { measureKnowledge, seedKnowledge } from './knowledge.mjs';
import { describe, load } from './load.mjs';
import { summariseProfile } from './profile.mjs';
import { measureReports, seedReports } from './reports.mjs';
import { seedScale } from './scale.mjs';
import { screensJs } from './screens-js.mjs';
import { startServer } from './server.mjs';
import { uploadThroughput } from './upload.mjs';

const PORT = 4395;
const TODO_ROWS = Number(process.env.BENCH_TODO_ROWS ?? 1_000_000);
const EQUIPMENT_ROWS = Number(process.env.BENCH_EQUIPMENT_ROWS ?? 1_000_000);
const REPORT_ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const KNOWLEDGE_ROWS = Number(process.env.BENCH_KNOWLEDGE_ROWS ?? 1_000_000);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY;
const LIST = '/api/backlog/index?page=1&per-page=15';
// Rows 976 to 990 of the default sort: as deep as the pager goes within the count's cap (1,000).
const DEEP = '/api/backlog/index?page=66&per-page=15';
const EQUIPMENT = (pageKey) => `/api/equipment/index?page=1&per-page=15&page_key=${pageKey}`;

async function loginPageJs(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const encoding = response.headers()['content-encoding'] ?? 'none';
    scripts.push(response.body().then((b) => ({ gzip: gzipSync(b).length, encoding })));
  });
  await page.goto(`${base}/session/login`, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  await browser.close();
  const encodings = [...new Set(sizes.map((s) => s.encoding))].join(', ');
  return { files: sizes.length, gzipBytes: sizes.reduce((a, s) => a + s.gzip, 0), encodings };
}

async function signIn(base, username) {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  return login.headers.get('set-cookie').split(';')[0];
}

/** One call before the load: it must answer code 1, and the list's paging is printed. */
async function check(base, path, cookie) {
  const body = await (await fetch(`${base}${path}`, { headers: { cookie } })).json();
  if (body.code !== 1) throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return body.data?.paging ? ` (paging ${JSON.stringify(body.data.paging)})` : '';
}

/** A fresh database of `kind`: migrated and seeded by a first start of the server, then the volume. */
async function prepare(kind, target) {
  const first = await startServer({ port: PORT, ...target });
  await first.stop();
  const started = performance.now();
  await seedScale({ ...target, todoRows: TODO_ROWS, users: 2_000, equipmentRows: EQUIPMENT_ROWS });
  console.log(
    `${kind}: ${TODO_ROWS} to-do rows and ${EQUIPMENT_ROWS} equipment seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (target.databaseUrl) {
    const reportsStarted = performance.now();
    await seedReports({ databaseUrl: target.databaseUrl, rows: REPORT_ROWS });
    console.log(
      `${kind}: ${REPORT_ROWS} reports seeded in ${((performance.now() - reportsStarted) / 1000).toFixed(0)} s`,
    );
    const knowledgeStarted = performance.now();
    await seedKnowledge({ databaseUrl: target.databaseUrl, rows: KNOWLEDGE_ROWS });
    console.log(
      `${kind}: ${KNOWLEDGE_ROWS} laws, announcements, clauses and findings seeded in ` +
        `${((performance.now() - knowledgeStarted) / 1000).toFixed(0)} s`,
    );
  }
}

async function measure(kind, target, { withBrowserAndUpload }) {
  const profileDir = process.env.BENCH_PROFILE === 'true' ? mkdtempSync(join(tmpdir(), 'bench-prof-')) : undefined;
  const server = await startServer({ port: PORT, ...target, cpuProfileDir: profileDir });
  const { base } = server;
  const figures = {};
  try {
    if (withBrowserAndUpload && process.env.BENCH_SKIP_BROWSER !== 'true') {
      const js = await loginPageJs(base);
      console.log(
        `login page JS: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (budget 250 KB), ` +
          `sent with content-encoding ${js.encodings}`,
      );
      const screens = await screensJs(base);
      const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
      for (const screen of screens)
        console.log(`  ${screen.path}: ${screen.files} files, ${kb(screen.gzipBytes)} gzip`);
      figures.screens = screens;
    }
    const admin = await signIn(base, 'admin');
    const staff = await signIn(base, 'staff');
    figures.health = await load(`${base}/api/health`);
    console.log(`${kind} ${describe('GET /api/health', figures.health)}`);
    await check(base, '/api/user/try-session', admin);
    figures.session = await load(`${base}/api/user/try-session`, { cookie: admin });
    console.log(`${kind} ${describe('try-session', figures.session)}`);
    console.log(`${kind} backlog first page${await check(base, LIST, staff)}`);
    figures.one = await load(`${base}${LIST}`, { cookie: staff, connections: 1, seconds: 5 });
    console.log(`${kind} ${describe('backlog/index page 1 of 15, one client', figures.one)}`);
    figures.list = await load(`${base}${LIST}`, { cookie: staff });
    console.log(`${kind} ${describe('backlog/index page 1 of 15', figures.list)}`);
    await check(base, DEEP, staff);
    figures.deep = await load(`${base}${DEEP}`, { cookie: staff });
    console.log(`${kind} ${describe('backlog/index page 66 of 15', figures.deep)}`);
    console.log(`${kind} equipment, administrator${await check(base, EQUIPMENT('custom-equipment'), admin)}`);
    figures.equipment = await load(`${base}${EQUIPMENT('custom-equipment')}`, { cookie: admin });
    console.log(`${kind} ${describe('equipment/index page 1 of 15, administrator', figures.equipment)}`);
    console.log(`${kind} equipment, inspector${await check(base, EQUIPMENT('unitmanager-equipment'), staff)}`);
    figures.equipmentStaff = await load(`${base}${EQUIPMENT('unitmanager-equipment')}`, { cookie: staff });
    console.log(`${kind} ${describe('equipment/index page 1 of 15, inspector', figures.equipmentStaff)}`);
    // Reports are seeded on PostgreSQL only (the budget's database); PGlite has the demo's few.
    if (target.databaseUrl) figures.reports = await measureReports(kind, base, { admin, staff }, check);
    if (target.databaseUrl) figures.knowledge = await measureKnowledge(kind, base, { admin, staff }, check);
    if (withBrowserAndUpload && process.env.BENCH_SKIP_UPLOAD !== 'true') await upload(base, target.dataDir, server);
  } finally {
    await server.stop();
  }
  if (profileDir) {
    console.log(summariseProfile(profileDir));
    rmSync(profileDir, { recursive: true, force: true });
  }
  return figures;
}

async function upload(base, dataDir, server) {
  const u = await uploadThroughput({ base, cookie: await signIn(base, 'admin'), dataDir, serverPid: server.pid });
  const f = (n) => n.toFixed(2);
  console.log(`upload 1 GB, medians of 3: cp ${f(u.cpSeconds)} s (${u.cpMBps} MB/s)`);
  console.log(
    `  tus in 1 MB PATCHes: ${f(u.chunkedSeconds)} s (${u.chunkedMBps} MB/s), ${f(u.chunkedRatio)} × cp's speed`,
  );
  console.log(
    `  tus in one PATCH: ${f(u.streamedSeconds)} s (${u.streamedMBps} MB/s), ${f(u.streamedRatio)} × cp's speed`,
  );
  console.log(`  server RSS ${u.serverRssBeforeMb} MB before the uploads, at most ${u.serverPeakRssMb} MB during them`);
}

async function onPglite(withBrowserAndUpload) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    await prepare('PGlite', { dataDir });
    return await measure('PGlite', { dataDir }, { withBrowserAndUpload });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scratch database on the PostgreSQL server, dropped afterwards; undefined when none is reachable. */
async function onPostgres(withBrowserAndUpload) {
  const admin = new pg.Client({ connectionString: POSTGRES });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL: skipped, ${POSTGRES.replace(/\/\/[^@]*@/, '//')} is not reachable (${err.message})`);
    return undefined;
  }
  const name = `bench_${process.pid}`;
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  await admin.query(`create database ${name}`);
  try {
    await prepare('PostgreSQL', { dataDir, databaseUrl: url.href });
    return await measure('PostgreSQL', { dataDir, databaseUrl: url.href }, { withBrowserAndUpload });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function verdicts(lite, post) {
  const said = (ok, text) => console.log(`${ok ? 'within budget' : 'BUDGET MISSED'}: ${text}`);
  const screens = lite?.screens ?? post?.screens;
  if (screens?.length) {
    const [largest] = screens;
    said(
      largest.gzipBytes <= 500 * 1024,
      `largest screen ${largest.path} ${(largest.gzipBytes / 1024).toFixed(1)} KB ≤ 500 KB gzip`,
    );
  }
  if (post) {
    said(post.session.perSecond >= 3000 && post.session.p99 <= 50, 'try-session ≥ 3,000/s, p99 ≤ 50 ms on PostgreSQL');
    said(post.list.p99 <= 50, 'list page p99 ≤ 50 ms at 50 concurrent on PostgreSQL');
    said(post.deep.p99 <= 50, 'deep list page p99 ≤ 50 ms at 50 concurrent on PostgreSQL');
    said(post.equipment.p99 <= 50, "equipment list p99 ≤ 50 ms at 50 concurrent on PostgreSQL (administrator's)");
    said(post.equipmentStaff.p99 <= 50, "equipment list p99 ≤ 50 ms at 50 concurrent on PostgreSQL (inspector's)");
    for (const [label, m] of Object.entries(post.reports ?? {}))
      said(m.p99 <= 50, `${label}: p99 ${m.p99} ms ≤ 50 ms at 50 concurrent on PostgreSQL (${REPORT_ROWS} reports)`);
    for (const [label, m] of Object.entries(post.knowledge ?? {}))
      said(m.p99 <= 50, `${label}: p99 ${m.p99} ms ≤ 50 ms at 50 concurrent on PostgreSQL (${KNOWLEDGE_ROWS} rows)`);
  }
  if (lite && post) {
    for (const key of ['list', 'deep', 'session']) {
      const ratio = lite[key].perSecond / post[key].perSecond;
      said(ratio >= 0.5, `PGlite/PostgreSQL throughput of ${key} ${(100 * ratio).toFixed(0)}% (budget ≥ 50%)`);
    }
  }
}

console.log(
  `load ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} at the start`,
);
const lite = only === 'postgres' ? undefined : await onPglite(true);
const post = only === 'pglite' ? undefined : await onPostgres(only === 'postgres');
verdicts(lite, post);
