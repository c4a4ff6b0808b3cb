import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, setUpScreenTests, success } from '../../../../test/fake-api';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const info = (path: string) => ({
  path,
  name: `${path}.jpg`,
  size: 1,
  type: 'image/jpeg',
  purpose: 'photo',
  state: 'done',
  sha256: null,
  uploader: 'admin',
  createdAt: '2026-01-01T00:00:00Z',
  url: `/api/files/download?path=${path}&name=a.jpg`,
  zipUrl: null,
  thumbUrl: `/api/files/download?path=${path}&name=a.jpg&variant=thumb`,
  conversion: 'none',
  conversionReason: null,
  pdfUrl: null,
});
const serve = () => fakeApi({ '/files/info': (call) => success(info(String(call.query.get('path')))) });

describe('PhotoField', { timeout: 20_000 }, () => {
  it('shows the thumbnails of stored files and removes one', async () => {
    serve();
    const { last } = renderForm([{ key: 'pics', title: '现场照片', kind: 'photo', maxCount: 3 }], { pics: [A, B] });
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(2));
    expect((screen.getByAltText('现场照片 1') as HTMLImageElement).src).toContain(`path=${A}`);
    expect((screen.getByAltText('现场照片 1') as HTMLImageElement).src).toContain('variant=thumb');
    expect(screen.getByText('已上传 2 / 3 张')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 张照片' }));
    expect(last()).toEqual({ pics: [B] });
  });

  it('offers images (camera on a phone) until maxCount is reached', async () => {
    serve();
    const { unmount } = renderForm([{ key: 'pics', title: '现场照片', kind: 'photo', maxCount: 3 }], { pics: [A] });
    // The uploader is loaded when photos can be added.
    await waitFor(() => expect(document.querySelector('input[type=file]')).not.toBeNull(), { timeout: 10_000 });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    unmount();
    renderForm([{ key: 'pics', title: '现场照片', kind: 'photo', maxCount: 2 }], { pics: [A, B] });
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('reads as thumbnails only', async () => {
    serve();
    renderForm([{ key: 'pics', title: '现场照片', kind: 'photo' }], { pics: [A] }, { readOnly: true });
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
