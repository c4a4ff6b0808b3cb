import { Code, type FormInstanceDetail, formSchemas } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import FormFillPage from './FormFillPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });
afterEach(() => vi.useRealTimers());

const { schema, uiSchema } = formSchemas('焊缝检验', [
  { key: 'place', title: '部位', kind: 'text', required: true },
  { key: 'look', title: '外观', kind: 'passFail' },
]);
const instance = (over: Partial<FormInstanceDetail> = {}): FormInstanceDetail => ({
  id: 9,
  number: '',
  template_id: 2,
  template_name: '焊缝检验记录',
  family: 'inspection',
  version: 3,
  status: 'draft',
  project_name: '',
  flag_count: 0,
  created_by_name: '系统管理员',
  updated_at: '2026-03-05T08:00:00Z',
  submitted_at: null,
  project_id: null,
  schema,
  ui_schema: uiSchema,
  data: {},
  flags: [],
  revision: 4,
  updated_by_name: '系统管理员',
  editable: true,
  ...over,
});

const open = () =>
  renderScreen(<FormFillPage />, { route: '/control/form/example/setup/9', path: '/control/form/example/setup/:id' });

/** waitFor polls with setInterval, which the auto-save test fakes: this polls with setTimeout. */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 2000) throw new Error('condition not met');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** A draft is filled with the renderer, loaded on demand (the first load in a test run takes a while). */
const rendererLoaded = () => screen.findByRole('textbox', {}, { timeout: 10_000 });

const type = (value: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value } });

describe('FormFillPage', { timeout: 20_000 }, () => {
  it('shows a conflict in a lasting warning with a reload, and stops saving', async () => {
    const api = fakeApi({
      '/form/instance/view': () => success(instance()),
      '/form/instance/save': () => ({ code: Code.Warning, msg: '表单已被张三修改，请重新加载', data: null }),
    });
    open();
    expect(await screen.findByText('焊缝检验记录')).toBeTruthy();
    expect(screen.getByText('v3')).toBeTruthy();
    await rendererLoaded();
    type('焊缝 A');
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    expect(await screen.findByText('表单已被张三修改，请重新加载')).toBeTruthy();
    expect(api.posts('/form/instance/save')[0]?.body).toEqual({ id: 9, revision: 4, data: { place: '焊缝 A' } });
    expect((screen.getByRole('button', { name: /保存草稿/ }) as HTMLButtonElement).disabled).toBe(true);
    const views = api.calls.filter((c) => c.path === '/form/instance/view').length;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/form/instance/view').length).toBe(views + 1));
  });

  it('marks what is missing under its item when submitting, and submits nothing', async () => {
    const api = fakeApi({ '/form/instance/view': () => success(instance()) });
    open();
    await rendererLoaded();
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    const missing = await screen.findByRole('alert');
    expect(missing.textContent).toBe('必填');
    expect(missing.closest('[data-item-key]')?.getAttribute('data-item-key')).toBe('place');
    expect(api.posts('/form/instance/submit')).toHaveLength(0);
  });

  it('saves a changed draft every 30 s with the revision the last save answered', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let revision = 4;
    const api = fakeApi({
      '/form/instance/view': () => success(instance()),
      '/form/instance/save': () => success({ revision: ++revision, updated_at: '2026-03-05T08:01:00Z' }),
    });
    open();
    await screen.findByText('焊缝检验记录');
    await rendererLoaded();
    act(() => vi.advanceTimersByTime(30_000));
    expect(api.posts('/form/instance/save')).toHaveLength(0);
    type('焊缝 A');
    act(() => vi.advanceTimersByTime(30_000));
    await until(() => api.posts('/form/instance/save').length === 1);
    expect(await screen.findByText(/已自动保存 \d\d:\d\d:\d\d/)).toBeTruthy();
    type('焊缝 B');
    act(() => vi.advanceTimersByTime(30_000));
    await until(() => api.posts('/form/instance/save').length === 2);
    expect(api.posts('/form/instance/save')[1]?.body).toEqual({ id: 9, revision: 5, data: { place: '焊缝 B' } });
  });

  it('saves a changed draft with keepalive when the filler leaves', async () => {
    fakeApi({ '/form/instance/view': () => success(instance()) });
    const { unmount } = open();
    await screen.findByText('焊缝检验记录');
    await rendererLoaded();
    type('焊缝 C');
    unmount();
    const leaving = vi
      .mocked(fetch)
      .mock.calls.find(([, init]) => (init as RequestInit | undefined)?.keepalive === true);
    expect(leaving?.[0]).toBe('/api/form/instance/save');
    const init = leaving?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(JSON.parse(String(init.body))).toEqual({ id: 9, revision: 4, data: { place: '焊缝 C' } });
  });

  it('reads a submitted form with its flags', async () => {
    fakeApi({
      '/form/instance/view': () =>
        success(
          instance({
            editable: false,
            status: 'submitted',
            number: 'JY-0001',
            data: { place: 'A', look: 'fail' },
            flags: [{ key: 'look', reason: 'fail' }],
          }),
        ),
    });
    open();
    expect(await screen.findByText('编号 JY-0001')).toBeTruthy();
    expect(screen.getByText('1 项异常')).toBeTruthy();
    // Read with FormView, not the renderer: the answers under their titles, nothing to fill.
    expect(screen.getByTitle('部位', { exact: true }).nextElementSibling?.textContent).toBe('A');
    const look = screen.getByTitle('外观', { exact: true }).nextElementSibling;
    expect(look?.querySelector('.ant-tag-error')?.textContent).toBe('不合格');
    expect(screen.queryByRole('button', { name: /提\s?交/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
