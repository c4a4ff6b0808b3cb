import type { FileInfo, Law } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { LawDialog } from './LawDialog';

// The transfer itself is for the browser journeys: here the upload control reports a finished file at once.
vi.mock('../../../components/upload/FileUpload', () => ({
  FileUpload: (props: { purpose: string; label?: string; onUploaded?: (file: FileInfo) => void }) => (
    <button
      type="button"
      data-purpose={props.purpose}
      onClick={() => props.onUploaded?.({ path: uploaded.id, name: uploaded.name, size: uploaded.size } as FileInfo)}
    >
      {props.label}
    </button>
  ),
}));

setUpScreenTests({ signInTo: { key: 'hdny' } });

const uploaded = { id: '5d0c1f7a-8e2b-4c3d-9a1b-0f2e3d4c5b6a', name: '电力变压器 第1部分.pdf', size: 2048 };

describe('LawDialog', { timeout: 40_000 }, () => {
  it('creates a law with the PDF just uploaded, shown before saving', async () => {
    const created: Law = {
      id: 9,
      code: 'GB/T 1094.1-2013',
      title: '电力变压器 第1部分：总则',
      issuer: '',
      enable_date: '2014-12-14',
      status: 'current',
      updated_at: '2026-03-05T08:00:00Z',
      content: '',
      file: uploaded,
    };
    const api = fakeApi({ '/law/create': () => success(created) });
    const onClose = vi.fn();
    renderScreen(<LawDialog open law={null} onClose={onClose} />);

    fireEvent.change(await screen.findByLabelText('标准编号'), { target: { value: created.code } });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: created.title } });
    fireEvent.mouseDown(screen.getByLabelText('实施日期'));
    fireEvent.change(screen.getByLabelText('实施日期'), { target: { value: '2014-12-14' } });
    fireEvent.keyDown(screen.getByLabelText('实施日期'), { key: 'Enter', keyCode: 13 });

    const upload = await screen.findByRole('button', { name: '上传 PDF' }, { timeout: 10_000 });
    expect(upload.dataset.purpose).toBe('law');
    fireEvent.click(upload);
    const link = await screen.findByRole('link', { name: uploaded.name });
    expect(link.getAttribute('href')).toContain(`path=${uploaded.id}`);
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: '更换 PDF' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.posts('/law/create')).toHaveLength(1));
    expect(api.posts('/law/create')[0]?.body).toEqual({
      code: created.code,
      title: created.title,
      issuer: '',
      enable_date: '2014-12-14',
      status: 'current',
      content: '',
      file_id: uploaded.id,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
