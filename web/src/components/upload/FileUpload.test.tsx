import { Code } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests } from '../../test/fake-api';
import { FileUpload } from './FileUpload';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf', lastModified: 1 });
const choose = (files: File[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const taskOf = async (name: string) => {
  const item = (await screen.findByText(name)).closest('li');
  if (!item) throw new Error(`no task for ${name}`);
  return within(item);
};

// These stop before any byte is sent: the transfer itself is for the browser journeys.
describe('FileUpload', { timeout: 20_000 }, () => {
  it('asks for one grant for the chosen files and shows the failure by name', async () => {
    const api = fakeApi({
      '/files/grant': () => ({ code: Code.Error, msg: 'storage unavailable', data: null }),
    });
    renderScreen(<FileUpload purpose="library" />);
    choose([pdf('检验报告.pdf'), pdf('整改通知.pdf')]);

    const task = await taskOf('检验报告.pdf');
    expect(await task.findByText('上传失败')).toBeTruthy();
    expect(task.getByText('获取签名失败')).toBeTruthy();
    expect(api.posts('/files/grant')).toHaveLength(1);
    expect(api.posts('/files/grant')[0]?.body).toEqual({
      files: [
        { name: '检验报告.pdf', size: 13, type: 'application/pdf', purpose: 'library' },
        { name: '整改通知.pdf', size: 13, type: 'application/pdf', purpose: 'library' },
      ],
    });
    expect(api.banners).toContainEqual(expect.objectContaining({ type: 'error', content: '获取签名失败' }));
  });

  it("names the server's reason for a refused file and asks again for the others", async () => {
    const api = fakeApi({
      '/files/grant': (call) =>
        (call.body as { files: unknown[] }).files.length === 2
          ? {
              code: Code.FieldErrors,
              msg: '',
              data: null,
              errdata: { 'files.0.name': ['文件扩展名与类型不符'] },
            }
          : { code: Code.NoPermission, msg: '', data: null },
    });
    renderScreen(<FileUpload purpose="library" />);
    choose([pdf('报告.exe.pdf.txt'), pdf('记录.pdf')]);

    const refused = await taskOf('报告.exe.pdf.txt');
    expect(await refused.findByText('报告.exe.pdf.txt 无法上传：文件扩展名与类型不符')).toBeTruthy();
    await waitFor(() => expect(api.posts('/files/grant')).toHaveLength(2));
    expect(api.posts('/files/grant')[1]?.body).toEqual({
      files: [{ name: '记录.pdf', size: 13, type: 'application/pdf', purpose: 'library' }],
    });
    expect(await (await taskOf('记录.pdf')).findByText('获取签名失败')).toBeTruthy();
  });

  it('retries a failed task and cancels one for good', async () => {
    const api = fakeApi({ '/files/grant': () => ({ code: Code.Error, msg: 'down', data: null }) });
    renderScreen(<FileUpload purpose="library" />);
    choose([pdf('月报.pdf')]);
    const task = await taskOf('月报.pdf');
    await task.findByText('上传失败');

    fireEvent.click(task.getByRole('button', { name: '重试:月报.pdf' }));
    await waitFor(() => expect(api.posts('/files/grant')).toHaveLength(2));
    await task.findByText('上传失败');

    fireEvent.click(task.getByRole('button', { name: '取消:月报.pdf' }));
    expect(await task.findByText('已取消')).toBeTruthy();
    // Over is over: a cancelled task offers no restart, only to leave the list.
    expect(task.queryByRole('button', { name: '重试:月报.pdf' })).toBeNull();
    fireEvent.click(task.getByRole('button', { name: '移出列表:月报.pdf' }));
    await waitFor(() => expect(screen.queryByText('月报.pdf')).toBeNull());
  });

  it('refuses a type the purpose does not take before asking the server, in the words of Uppy', async () => {
    const api = fakeApi({});
    renderScreen(<FileUpload purpose="avatar" />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('image/png');
    expect(input.accept).toContain('.jpeg');
    expect(input.multiple).toBe(false);
    choose([pdf('简历.pdf')]);
    await waitFor(() => expect(api.banners).toHaveLength(1));
    expect(api.banners[0]?.content).toContain('您只能上传');
    expect(api.posts('/files/grant')).toHaveLength(0);
    expect(screen.queryByText('简历.pdf')).toBeNull();
  });
});
