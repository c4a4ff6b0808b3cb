import {
  Code,
  FileCalls,
  type FileInfo,
  type ListData,
  ProjectCalls,
  type ProjectGroup,
  type ProjectRow,
} from '@app/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { caller, envelope, expectFieldErrors } from '../../../test/http.js';
import { files } from '../files/file.table.js';
import { infoOf, openTestStore, type TestStore, uploadPdf } from '../files/files.test-support.js';
import { sweepAbandonedUploads, UNCLAIMED_MS } from '../files/upload-sweep.js';
import { projectDocuments } from './project.table.js';

let store: TestStore;
let t: TestApp;
let base: string;
type Member = Awaited<ReturnType<typeof signedIn>>;
let admin: Member;
let serial = 0;

beforeAll(async () => {
  store = await openTestStore('local');
  t = await buildTestApp({ files: store.deps });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signedIn(t, 'hdny');
});
afterAll(async () => {
  await t?.close();
  await store?.close();
});

async function newProject(owner: Member = admin): Promise<ProjectRow> {
  serial++;
  const group = envelope<ProjectGroup>(
    await owner.call(ProjectCalls.createGroup, { body: { name: `资料测试组${serial}` } }),
  );
  const created = envelope<ProjectRow>(
    await owner.call(ProjectCalls.create, {
      body: {
        group_id: group.data.id,
        name: `资料测试工程${serial}`,
        number: `D-${serial}`,
      },
    }),
  );
  expect(created.code, created.msg).toBe(Code.Success);
  return created.data;
}

const upload = (member: Member, purpose: 'document' | 'library' = 'document', name = '出厂试验大纲.pdf') =>
  uploadPdf(base, member, purpose, name);

const attach = (member: Member, projectId: number, paths: string[]) =>
  member.call(ProjectCalls.attachDocuments, { body: { project_id: projectId, paths } });
const documentsOf = async (member: Member, projectId: number) =>
  envelope<ListData<FileInfo>>(await member.call(ProjectCalls.documents, { query: { project_id: projectId } }));
const linkCount = async () => (await t.db.select({ n: count() }).from(projectDocuments))[0]?.n ?? 0;

describe('project documents', () => {
  it('join a project, are read by its people and changed by its managers', async () => {
    const project = await newProject();
    const { path, bytes } = await upload(admin);
    const manager = await signedIn(t, 'hdny', 'manager');
    const inspector = await signedIn(t, 'hdny', 'staff');
    const client = await signedIn(t, 'hdny', 'wtf');
    // Not in a project yet: its uploader's alone.
    expect((await infoOf(admin.call, path)).code).toBe(Code.Success);
    expect((await infoOf(client.call, path)).code).toBe(Code.NotFound);

    expect(envelope(await attach(admin, project.id, [path])).code).toBe(Code.Success);
    const listed = await documentsOf(admin, project.id);
    expect(listed.data.result.map((file) => [file.path, file.name, file.purpose])).toEqual([
      [path, '出厂试验大纲.pdf', 'document'],
    ]);
    expect((await lastAudit(t.db, 'project_documents', path))?.changes.name?.after).toBe('出厂试验大纲.pdf');

    // The client reads every project; a manager or inspector only the projects they are on.
    expect((await documentsOf(client, project.id)).data.result).toHaveLength(1);
    expect((await client.call.get(`/api/files/download?path=${path}&name=x.pdf`)).rawPayload.equals(bytes)).toBe(true);
    for (const member of [manager, inspector]) {
      expect((await documentsOf(member, project.id)).code).toBe(Code.NotFound);
      expect((await infoOf(member.call, path)).code).toBe(Code.NotFound);
    }
    const people = { managers: [manager.user.id], inspectors: [inspector.user.id] };
    expect(envelope(await admin.call(ProjectCalls.savePeople, { query: { id: project.id }, body: people })).code).toBe(
      Code.Success,
    );
    expect((await documentsOf(inspector, project.id)).data.result).toHaveLength(1);
    const read = await inspector.call.get(`/api/files/download?path=${path}&name=x.pdf`);
    expect(read.rawPayload.equals(bytes)).toBe(true);

    // Readers do not delete; the project's manager does, and the file goes with its row.
    for (const reader of [inspector, client])
      expect(envelope(await reader.call(FileCalls.delete, { query: { path } })).code).toBe(Code.NotFound);
    expect((await documentsOf(admin, project.id)).data.result).toHaveLength(1);
    expect(envelope(await manager.call(FileCalls.delete, { query: { path } })).code).toBe(Code.Success);
    expect((await documentsOf(admin, project.id)).data.result).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.id, path))).toEqual([]);
  });

  it('keep their project from being deleted, saying why', async () => {
    const project = await newProject();
    const { path } = await upload(admin);
    expect(envelope(await attach(admin, project.id, [path])).code).toBe(Code.Success);
    const refused = envelope(await admin.call(ProjectCalls.delete, { query: { id: project.id } }));
    expect(refused.code).toBe(Code.IllegalOperation);
    expect(refused.msg).toContain('资料');
    expect(envelope(await admin.call(FileCalls.delete, { query: { path } })).code).toBe(Code.Success);
    expect(envelope(await admin.call(ProjectCalls.delete, { query: { id: project.id } })).code).toBe(Code.Success);
  });

  it('take only the caller’s own finished document uploads, not yet in a project', async () => {
    const project = await newProject();
    const other = await newProject();
    const before = await linkCount();
    expectFieldErrors(await attach(admin, project.id, []), ['paths']);
    expectFieldErrors(await attach(admin, project.id, ['../etc/passwd']), ['paths.0']);
    const { path } = await upload(admin);
    expectFieldErrors(await attach(admin, project.id, [path, path]), ['paths']);
    const library = await upload(admin, 'library');
    expectFieldErrors(
      await attach(admin, project.id, [path, library.path]),
      ['paths'],
      '所选文件不存在、尚未上传完成或已属于某个项目',
    );
    const manager = await signedIn(t, 'hdny', 'manager');
    await admin.call(ProjectCalls.savePeople, {
      query: { id: project.id },
      body: { managers: [manager.user.id], inspectors: [] },
    });
    const managers = await upload(manager);
    expectFieldErrors(await attach(admin, project.id, [managers.path]), ['paths']);
    expect(await linkCount()).toBe(before);

    expect(envelope(await attach(admin, project.id, [path])).code).toBe(Code.Success);
    expectFieldErrors(await attach(admin, other.id, [path]), ['paths']);
    // The manager adds to the project he manages, not to another.
    expect(envelope(await attach(manager, other.id, [managers.path])).code).toBe(Code.NotFound);
    expect(envelope(await attach(manager, project.id, [managers.path])).code).toBe(Code.Success);
    expect(await linkCount()).toBe(before + 2);
  });

  it('need the pages’ actions and a session', async () => {
    const project = await newProject();
    const { path } = await upload(admin);
    const before = await linkCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'project-engineering-list', action: 'update' },
      async () => {
        expect(envelope(await attach(admin, project.id, [path])).code).toBe(Code.NoPermission);
      },
    );
    expect(await linkCount()).toBe(before);
    const inspector = await signedIn(t, 'hdny', 'staff');
    const own = await upload(inspector);
    expect(envelope(await attach(inspector, project.id, [own.path])).code).toBe(Code.NoPermission);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'project-engineering-detail', action: 'index' },
      async () => {
        expect((await documentsOf(admin, project.id)).code).toBe(Code.NoPermission);
      },
    );
    const anonymous = caller(t.app);
    expect(envelope(await anonymous(ProjectCalls.documents, { query: { project_id: project.id } })).code).toBe(
      Code.NotLoggedIn,
    );
    expect(
      envelope(await anonymous(ProjectCalls.attachDocuments, { body: { project_id: project.id, paths: [path] } })).code,
    ).toBe(Code.NotLoggedIn);
  });

  it('stay hidden from and untouched by another owner', async () => {
    const project = await newProject();
    const { path } = await upload(admin);
    expect(envelope(await attach(admin, project.id, [path])).code).toBe(Code.Success);
    const stranger = await signedIn(t, 'xnsd');
    expect((await documentsOf(stranger, project.id)).code).toBe(Code.NotFound);
    expect((await infoOf(stranger.call, path)).code).toBe(Code.NotFound);
    expect(envelope(await stranger.call(FileCalls.delete, { query: { path } })).code).toBe(Code.NotFound);
    const theirs = await upload(stranger);
    expect(envelope(await attach(stranger, project.id, [theirs.path])).code).toBe(Code.NotFound);
    // Their own project does not take another owner's file either.
    const strangersProject = await newProject(stranger);
    expectFieldErrors(await attach(stranger, strangersProject.id, [path]), ['paths']);
    expect((await documentsOf(admin, project.id)).data.result.map((file) => file.path)).toEqual([path]);
  });

  it('are swept when no project took them in within a day; attached and recent ones stay', async () => {
    const project = await newProject();
    const stray = await upload(admin);
    const attached = await upload(admin);
    const recent = await upload(admin);
    expect(envelope(await attach(admin, project.id, [attached.path])).code).toBe(Code.Success);
    const longAgo = new Date(Date.now() - UNCLAIMED_MS - 60_000);
    await t.db
      .update(files)
      .set({ createdAt: longAgo })
      .where(inArray(files.id, [stray.path, attached.path]));

    await sweepAbandonedUploads(t.db, store.storage);

    expect(await t.db.select().from(files).where(eq(files.id, stray.path))).toEqual([]);
    expect(await store.storage.size(stray.path).catch(() => null)).toBeNull();
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [attached.path, recent.path]));
    expect(left.map((row) => row.id).sort()).toEqual([attached.path, recent.path].sort());
    expect((await documentsOf(admin, project.id)).data.result.map((file) => file.path)).toEqual([attached.path]);
    expect((await infoOf(admin.call, recent.path)).code).toBe(Code.Success);
  });
});
