import { REPORT_BASE_FIELDS, type ReportBaseField } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import BaseFieldsPage from './BaseFieldsPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const defaults: ReportBaseField[] = REPORT_BASE_FIELDS.map((field, sort) => ({
  key: field.key,
  default_name: field.zh,
  label: '',
  visible: true,
  required: field.locked,
  locked: field.locked,
  sort,
}));
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

// Role queries over the whole field table are slow in jsdom: a busy two-core machine took 31 s for one test.
describe('BaseFieldsPage', { timeout: 60_000 }, () => {
  it('lists the fields in order with the locked switches disabled', async () => {
    fakeApi({
      '/organization/get-page-permission': permissions(),
      '/form/base-fields': () => success(defaults),
    });
    renderScreen(<BaseFieldsPage />);
    await screen.findByText('报告编号');
    expect(names()).toEqual(REPORT_BASE_FIELDS.map((field) => field.zh));
    const number = rowOf('报告编号');
    expect((within(number).getByRole('switch', { name: '显示报告编号' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(number).getByRole('switch', { name: '报告编号必填' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(number).getAllByLabelText('该字段始终显示且必填').length).toBeGreaterThan(0);
    const batch = rowOf('批次');
    expect((within(batch).getByRole('switch', { name: '显示批次' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(batch).getByPlaceholderText('批次')).toBeTruthy();
    expect(screen.queryByText('有未保存的修改')).toBeNull();
  });

  it('moves, renames and hides, then saves the whole list in the new order', async () => {
    const api = fakeApi({
      '/organization/get-page-permission': permissions(),
      '/form/base-fields': () => success(defaults),
      '/form/base-fields/save': () => success(null),
    });
    renderScreen(<BaseFieldsPage />);
    await screen.findByText('报告编号');
    const saveButton = () => screen.getByRole('button', { name: /保\s?存/ }) as HTMLButtonElement;
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '上移备注' }));
    fireEvent.click(screen.getByRole('button', { name: '下移报告编号' }));
    fireEvent.change(screen.getByRole('textbox', { name: '编写人的显示名称' }), { target: { value: ' 编制人 ' } });
    fireEvent.click(screen.getByRole('switch', { name: '显示批次' }));
    fireEvent.click(screen.getByRole('switch', { name: '检验结论必填' }));
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
    expect(names().slice(0, 2)).toEqual(['所属项目', '报告编号']);
    expect(names().slice(-2)).toEqual(['备注', '检验单位']);

    fireEvent.click(saveButton());
    await waitFor(() => expect(api.posts('/form/base-fields/save')).toHaveLength(1));
    const order = [
      'project',
      'number',
      'report_type',
      'report_date',
      'writer',
      'conclusion',
      'equipment',
      'batch',
      'e_number',
      'remark',
      'ins_unit',
    ];
    const sent = api.posts('/form/base-fields/save')[0]?.body as { fields: { key: string }[] };
    expect(sent.fields.map((field) => field.key)).toEqual(order);
    expect(sent.fields.find((field) => field.key === 'writer')).toEqual({
      key: 'writer',
      label: '编制人',
      visible: true,
      required: false,
    });
    expect(sent.fields.find((field) => field.key === 'batch')).toEqual({
      key: 'batch',
      label: '',
      visible: false,
      required: false,
    });
    expect(sent.fields.find((field) => field.key === 'conclusion')).toMatchObject({ required: true });
    expect(sent.fields.find((field) => field.key === 'number')).toMatchObject({ visible: true, required: true });
    await waitFor(() =>
      expect(api.banners).toContainEqual(expect.objectContaining({ type: 'success', content: '已保存' })),
    );
  });

  it('restores the defaults after a danger confirmation', async () => {
    const api = fakeApi({
      '/organization/get-page-permission': permissions(),
      '/form/base-fields': () => success(defaults),
      '/form/base-fields/reset': () => success(null),
    });
    renderScreen(<BaseFieldsPage />);
    await screen.findByText('报告编号');
    fireEvent.click(screen.getByRole('button', { name: /恢复默认/ }));
    await waitFor(() => expect(api.posts('/form/base-fields/reset')).toHaveLength(1));
    await waitFor(() =>
      expect(api.banners).toContainEqual(expect.objectContaining({ type: 'success', content: '已恢复默认设置' })),
    );
  });

  it('is read-only without update', async () => {
    fakeApi({
      '/organization/get-page-permission': permissions(['index']),
      '/form/base-fields': () => success(defaults),
    });
    renderScreen(<BaseFieldsPage />);
    await screen.findByText('报告编号');
    await screen.findByText('您只能查看基础字段设置，没有修改权限。');
    expect(screen.queryByRole('button', { name: /保\s?存/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /恢复默认/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '上移备注' })).toBeNull();
    expect((screen.getByRole('textbox', { name: '编写人的显示名称' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: '显示批次' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
