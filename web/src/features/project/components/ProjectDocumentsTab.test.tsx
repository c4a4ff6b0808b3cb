import { downloadUrl, type FileInfo, type ProjectDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { ProjectDocumentsTab } from './ProjectDocumentsTab';

const DRAWING: FileInfo = {
  path: '44444444-4444-4444-8444-444444444444',
  name: '转轮总装图.pdf',
  size: 2048,
  type: 'application/pdf',
  purpose: 'document',
  state: 'done',
  sha256: null,
  uploader: '李项目',
  createdAt: '2026-11-20T08:00:00.000Z',
  url: downloadUrl('44444444-4444-4444-8444-444444444444', '转轮总装图.pdf'),
  zipUrl: null,
  thumbUrl: null,
  conversion: 'none',
  conversionReason: null,
  pdfUrl: null,
};

const project = (canUpdate: boolean) =>
  ({ id: 17, name: '白鹤滩水电站', can_update: canUpdate, can_assign: false }) as ProjectDetail;

setUpScreenTests({ signInTo: { key: 'xnsd' } });

function serve(rows: FileInfo[]) {
  return fakeApi({
    '/project/documents': () => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 30 } }),
    '/files/delete': () => success(null),
  });
}

describe('ProjectDocumentsTab', { timeout: 20_000 }, () => {
  it("lists the project's documents and lets one who may change the project upload and delete", async () => {
    const api = serve([DRAWING]);
    renderScreen(<ProjectDocumentsTab project={project(true)} />);
    const row = (await screen.findByText('转轮总装图.pdf', {}, { timeout: 5000 })).closest('tr');
    if (!row) throw new Error('no row');
    // The list is asked for this project's documents only.
    const listed = api.calls.find((c) => c.path === '/project/documents');
    expect(listed?.query.get('project_id')).toBe('17');
    expect(screen.getByRole('button', { name: /上传/ })).toBeTruthy();
    fireEvent.click(within(row).getByText('删除'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/files/delete')).toBe(true));
    expect(api.calls.find((c) => c.path === '/files/delete')?.query.get('path')).toBe(DRAWING.path);
  });

  it('is read-only for one who only reads the project, and says when there is nothing', async () => {
    serve([]);
    renderScreen(<ProjectDocumentsTab project={project(false)} />);
    expect(await screen.findByText('本项目还没有资料', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
  });
});
