import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, setUpScreenTests, success } from '../../../../test/fake-api';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const pump = (id: number, name: string) => ({
  id,
  name,
  e_number: `E-00${id}`,
  batch: 'B1',
  project_id: 1,
  project_name: '一号项目',
  device_id: 1,
  device_name: '泵',
});

const openSelect = () => fireEvent.mouseDown(screen.getByRole('combobox'));

describe('pickers', { timeout: 20_000 }, () => {
  it('equipment: searches remotely and stores the id; a stored id shows its label', async () => {
    const api = fakeApi({
      '/equipment/options': (call) => success(call.query.get('q') === '阀' ? [pump(7, '截止阀')] : [pump(3, '离心泵')]),
    });
    const { last, unmount } = renderForm([{ key: 'eq', title: '设备', kind: 'equipment' }]);
    openSelect();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '阀' } });
    await waitFor(() => expect(api.calls.some((c) => c.query.get('q') === '阀')).toBe(true), { timeout: 3000 });
    fireEvent.click(await screen.findByText('截止阀 · E-007 · B1'));
    expect(last()).toEqual({ eq: 7 });
    unmount();
    renderForm([{ key: 'eq', title: '设备', kind: 'equipment' }], { eq: 3 }, { readOnly: true });
    expect(await screen.findByText('离心泵 · E-003 · B1')).toBeTruthy();
  });

  it('member: offers the owner’s members and stores the id', async () => {
    fakeApi({
      '/project/member-options': () =>
        success([
          { id: 5, name: '李四', username: 'lisi', role: 'inspector' },
          { id: 6, name: '王五', username: 'wangwu', role: 'inspector' },
        ]),
    });
    const { last, unmount } = renderForm([{ key: 'who', title: '检验员', kind: 'member' }]);
    openSelect();
    fireEvent.click(await screen.findByText('王五'));
    expect(last()).toEqual({ who: 6 });
    unmount();
    renderForm([{ key: 'who', title: '检验员', kind: 'member' }], { who: 5 }, { readOnly: true });
    expect(await screen.findByText('李四')).toBeTruthy();
  });

  it('dict: offers a dictionary’s items and stores the key', async () => {
    const api = fakeApi({
      '/data-dictionary/get-dict-value': () =>
        success([
          { key: 'rt', value: '射线' },
          { key: 'ut', value: '超声' },
        ]),
    });
    const { last, unmount } = renderForm([{ key: 'method', title: '检测方法', kind: 'dict', dictCode: 'ndt' }]);
    openSelect();
    fireEvent.click(await screen.findByText('超声'));
    expect(last()).toEqual({ method: 'ut' });
    expect(api.calls[0]?.query.get('code')).toBe('ndt');
    unmount();
    renderForm(
      [{ key: 'method', title: '检测方法', kind: 'dict', dictCode: 'ndt' }],
      { method: 'rt' },
      { readOnly: true },
    );
    expect(await screen.findByText('射线')).toBeTruthy();
  });
});
