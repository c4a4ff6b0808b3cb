import type { Law } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { LawDialog } from './LawDialog';

// No module is mocked here: the suite's workers keep modules from one file to the next, so a mock of
// the upload control met the real one when another file had loaded it first. The transfer itself is
// for the browser journeys; here a law already holds its PDF (editing reads the law first).
setUpScreenTests({ signInTo: { key: 'hdny' } });

const attached = { id: '5d0c1f7a-8e2b-4c3d-9a1b-0f2e3d4c5b6a', name: '电力变压器 第1部分.pdf', size: 2048 };
const law: Law = {
  id: 9,
  code: 'GB/T 1094.1-2013',
  title: '电力变压器 第1部分：总则',
  issuer: '',
  enable_date: '2014-12-14',
  status: 'current',
  updated_at: '2026-03-05T08:00:00Z',
  content: '',
  file: attached,
};

describe('LawDialog', { timeout: 40_000 }, () => {
  it('shows the PDF a law holds, offers another, and saves the law without it once removed', async () => {
    const api = fakeApi({ '/law/view': () => success(law), '/law/update': () => success({ ...law, file: null }) });
    const onClose = vi.fn();
    renderScreen(<LawDialog open law={law} onClose={onClose} />);

    const link = await screen.findByRole('link', { name: attached.name }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toContain(`path=${attached.id}`);
    expect(screen.getByText('2 KB')).toBeTruthy();
    // The upload control (loaded when the dialog opens) offers to replace it.
    expect(await screen.findByRole('button', { name: /更换 PDF/ }, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `移除 ${attached.name}` }));
    expect(screen.queryByRole('link', { name: attached.name })).toBeNull();
    expect(await screen.findByRole('button', { name: /上传 PDF/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.posts('/law/update')).toHaveLength(1));
    expect(api.posts('/law/update')[0]?.body).toMatchObject({ code: law.code, file_id: null });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('saves the PDF it holds along with the law', async () => {
    const api = fakeApi({ '/law/view': () => success(law), '/law/update': () => success(law) });
    renderScreen(<LawDialog open law={law} onClose={() => undefined} />);
    await screen.findByRole('link', { name: attached.name }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.posts('/law/update')).toHaveLength(1));
    expect(api.posts('/law/update')[0]?.body).toMatchObject({ file_id: attached.id });
  });
});
