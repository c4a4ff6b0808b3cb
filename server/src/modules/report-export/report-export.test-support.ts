import { Code, downloadUrl, FormCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildTestApp, reportMismatches, type TestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { envelope } from '../../../test/http.js';
import { files } from '../files/file.table.js';
import { openTestStore, type TestStore, uploadWhole } from '../files/files.test-support.js';
import { formInstances, formTemplateVersions } from '../form/form.table.js';
import { reports } from '../report/report.table.js';
import { type Member, reportKit } from '../report/report.test-support.js';

/** Helpers of the export tests: an app that takes real uploads, pictures, a filled and submitted report. */

export interface ExportApp extends TestApp {
  /** The listening app's address, for uploads over real HTTP (tus). */
  base: string;
  store: TestStore;
}

/** One app for the file on a store of its own, listening on loopback so photos upload as the browser sends them. */
export function useExportApp(): ExportApp {
  let app: TestApp | undefined;
  let store: TestStore | undefined;
  let base = '';
  beforeAll(async () => {
    store = await openTestStore('local');
    app = await buildTestApp({ files: store.deps });
    base = await app.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => reportMismatches(app?.mismatches ?? []));
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await store?.close();
    }
  });
  const get = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the export app is used before beforeAll has built it');
    return value;
  };
  return {
    get app() {
      return get(app).app;
    },
    get db() {
      return get(app).db;
    },
    get database() {
      return get(app).database;
    },
    get mismatches() {
      return get(app).mismatches;
    },
    get base() {
      return base;
    },
    get store() {
      return get(store);
    },
    close: () => get(app).close(),
  };
}

/** A photo as a phone takes it: a JPEG with the time (Shanghai, +08:00) and place in its EXIF. */
export const photoWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD2: { DateTimeOriginal: '2025:04:02 09:30:15', OffsetTimeOriginal: '+08:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 14/1 2460/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 28/1 1200/100',
      },
    })
    .toBuffer();

/** A picture without EXIF (a screenshot, a scan). */
export const plainPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

/** A signature as the signature pad draws it: a transparent PNG. */
export const signaturePng = () =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

/** Uploads a picture of the member's own for a form (purpose photo) and answers its path. */
export async function uploadPicture(
  t: ExportApp,
  member: Pick<Member, 'cookie' | 'call'>,
  bytes: Buffer,
  name = '现场照片.jpg',
  purpose: 'photo' = 'photo',
) {
  const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const { path, status } = await uploadWhole(t.base, member.cookie, member.call, { name, type, purpose, bytes });
  expect(status).toBe(204);
  return path;
}

/** A logo stored for `ownerKey` as the owner settings leave one (their upload needs the platform's rights). */
export async function storedLogo(t: ExportApp, ownerKey: string, uploaderId: number) {
  const owner = await ownerByKey(t.db, ownerKey);
  const bytes = await signaturePng();
  const [row] = await t.db
    .insert(files)
    .values({
      ownerId: owner.id,
      uploaderId,
      purpose: 'logo',
      name: '标志.png',
      size: bytes.length,
      type: 'image/png',
      state: 'done',
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  await t.store.storage.write(row.id, bytes, 'image/png');
  return downloadUrl(row.id, '标志.png');
}

export const TITLE = '设备监造检验报告';

/**
 * The inspection report of an inspector on HDNY-2026-002 about the demo transformer DW-ZB-01, filled
 * with every kind of answer its template has (a photo with EXIF, a table, a signature) and submitted.
 */
export function exportKit(t: ExportApp) {
  const kit = reportKit(t);

  /**
   * `projectId`: another project than HDNY-2026-002, where the report names no equipment in its header;
   * `uploader`: someone who uploads and submits it for the writer, who is then named in its header.
   */
  async function submittedReport(writer: Member, options: { projectId?: number; uploader?: Member } = {}) {
    const projectId = options.projectId ?? (await kit.projectId('HDNY-2026-002'));
    const equipmentId = await kit.equipmentId('DW-ZB-01');
    const uploader = options.uploader ?? writer;
    const id = await kit.created(uploader, {
      ...(uploader === writer ? {} : { writer_id: writer.user.id }),
      report_type: 'inspection',
      template_id: await kit.templateId('hdny', TITLE),
      project_id: projectId,
      report_date: '2025-04-02',
      conclusion: 'pass',
      ...(options.projectId === undefined ? { equipment_id: equipmentId } : {}),
    });
    const photo = await uploadPicture(t, uploader, await photoWithExif());
    const signature = await uploadPicture(t, uploader, await signaturePng(), '签名.png');
    const data = {
      equipment: equipmentId,
      inspectDate: '2025-04-01',
      appearance: 'pass',
      flangeThickness: 20.8,
      records: [{ item: '铁心叠装', requirement: '无毛刺', measured: '良好', result: 'fail' }],
      photos: [photo],
      conclusion: 'pass',
      inspector: { fileId: signature, signer: '王检验', signedAt: '2025-04-02T10:00:00+08:00' },
    };
    const res = envelope<{ number: string }>(
      await uploader.call(FormCalls.submitInstance, { body: { id, revision: 0, data } }),
    );
    expect(res.code, res.msg).toBe(Code.Success);
    return { id, number: res.data.number, projectId };
  }

  /** `count` submitted patrol reports of hdny's on `projectId`, written straight into the tables (a large list). */
  async function bulkReports(projectId: number, writerId: number, count: number) {
    const owner = await ownerByKey(t.db, 'hdny');
    const templateId = await kit.templateId('hdny', '巡检记录');
    const [version] = await t.db
      .select({ id: formTemplateVersions.id })
      .from(formTemplateVersions)
      .where(eq(formTemplateVersions.templateId, templateId));
    if (!version) throw new Error('巡检记录 has no version');
    const forms = await t.db
      .insert(formInstances)
      .values(
        Array.from({ length: count }, () => ({
          ownerId: owner.id,
          templateId,
          versionId: version.id,
          projectId,
          status: 'submitted' as const,
          submittedAt: new Date(),
          createdBy: writerId,
        })),
      )
      .returning({ id: formInstances.id });
    await t.db.insert(reports).values(
      forms.map((form) => ({
        formInstanceId: form.id,
        ownerId: owner.id,
        projectId,
        reportType: 'patrol' as const,
        reportDate: '2025-04-02',
        conclusion: 'pass' as const,
        writerId,
        createdBy: writerId,
      })),
    );
  }

  return { ...kit, submittedReport, bulkReports };
}

/** The parts of a zip (a .docx, or a batch), by name. */
export const unzipped = (bytes: Buffer) => unzipSync(new Uint8Array(bytes));

/** The text of one part of a zip (a Word document's XML). */
export function partText(zip: Buffer, name: string): string {
  const part = unzipped(zip)[name];
  if (!part) throw new Error(`no ${name} in the zip`);
  return strFromU8(part);
}

/** The text of a Word document's body XML. */
export const documentXml = (docx: Buffer) => partText(docx, 'word/document.xml');
