import { Code, type Envelope, type EquipmentOption, type ReportUploadOptions } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dates';
import { type ApiCall, fakeApi, setUpScreenTests, success } from '../../../test/fake-api';
import ReportUploadPage from './ReportUploadPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const projects = [
  { id: 1, name: '华东变电站', number: 'P-001', group_id: 1 },
  { id: 2, name: '西北换流站', number: 'P-002', group_id: 1 },
];
const pump: EquipmentOption = {
  id: 7,
  name: '离心泵',
  e_number: 'E-007',
  batch: 'B1',
  project_id: 1,
  project_name: '华东变电站',
  device_id: 3,
  device_name: '泵',
};
const uploadOptions = (over: Partial<ReportUploadOptions> = {}): ReportUploadOptions => ({
  templates: [
    { id: 11, name: '焊缝检验记录', report_type: 'inspection' },
    { id: 12, name: '不符合项报告（机械）', report_type: 'ncr' },
    { id: 13, name: '不符合项报告（电气）', report_type: 'ncr' },
    { id: 14, name: '放行报告', report_type: 'release' },
  ],
  writers: [
    { id: 1, name: '系统管理员' },
    { id: 5, name: '李四' },
  ],
  may_pick_writer: false,
  ...over,
});

function serve(
  options = uploadOptions(),
  create: (call: ApiCall) => Envelope = () => success({ id: 31, template_id: 11 }),
) {
  return fakeApi({
    '/project/options': () => success(projects),
    '/report/upload-options': () => success(options),
    '/equipment/options': () => success([pump]),
    '/report/create': create,
  });
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
const open = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/report/index']}>
        <Routes>
          <Route path="/report/index" element={<ReportUploadPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** Opens the antd Select labelled `label`, once it takes input, and clicks its option `text`. */
async function choose(label: string, text: string) {
  const select = await waitFor(() => {
    const field = screen.getByLabelText(label) as HTMLInputElement;
    if (field.disabled) throw new Error(`${label} is disabled`);
    return field;
  });
  fireEvent.mouseDown(select);
  const option = await waitFor(
    () => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].filter((o) => o.textContent === text);
      if (!found.length) throw new Error(`no option ${text}`);
      return found[found.length - 1] as HTMLElement;
    },
    { timeout: 3000 },
  );
  fireEvent.click(option);
}

const startButton = () => screen.getByRole('button', { name: /填写报告正文/ }) as HTMLButtonElement;
const hint = () => screen.getByRole('status').textContent;
const today = dayjs().format('YYYY-MM-DD');

/** Type, project and conclusion: with today's date, what every report needs. */
async function fillBasics(type: string) {
  await choose('报告类型', type);
  await choose('所属项目', 'P-001 华东变电站');
  fireEvent.click(screen.getByRole('radio', { name: '不合格' }));
}

describe('ReportUploadPage', { timeout: 30_000 }, () => {
  it('keeps the button grey, naming what is missing, until the header is complete', async () => {
    const api = serve();
    open();
    expect(await screen.findByText('报告上传')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    expect(hint()).toBe('请先填写：报告类型、所属项目、检验结论');
    await choose('报告类型', '检验报告');
    await waitFor(() => expect(hint()).toBe('请先填写：所属项目、检验结论'));
    await choose('所属项目', 'P-001 华东变电站');
    fireEvent.click(screen.getByRole('radio', { name: '不合格' }));
    await waitFor(() => expect(startButton().disabled).toBe(false));
    expect(api.calls.find((c) => c.path === '/report/upload-options')?.query.get('project_id')).toBe('1');
    // The caller writes it himself: shown, not asked.
    expect((screen.getByLabelText('编写人') as HTMLInputElement).value).toBe('系统管理员');
    expect(screen.queryByRole('combobox', { name: '编写人' })).toBeNull();
  });

  it('requires the equipment of NCRs and release reports, offers it to inspections, never to patrols', async () => {
    const api = serve();
    open();
    await fillBasics('检验报告');
    // An inspection may name the equipment (and ITP point) it covers, but need not.
    await waitFor(() => expect(startButton().disabled).toBe(false));
    expect(screen.getByLabelText('设备')).toBeTruthy();
    await choose('报告类型', '放行报告');
    await waitFor(() => expect(hint()).toBe('请先填写：设备'));
    expect(startButton().disabled).toBe(true);
    await choose('设备', 'E-007 离心泵（华东变电站）');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    expect(api.calls.find((c) => c.path === '/equipment/options')?.query.get('project_id')).toBe('1');
    await choose('报告类型', '巡检记录');
    await waitFor(() => expect(screen.queryByLabelText('设备')).toBeNull());
  });

  it('lets a manager name the writer among the project’s people, and sends the header', async () => {
    const api = serve(uploadOptions({ may_pick_writer: true }), () => success({ id: 31, template_id: 13 }));
    open();
    await fillBasics('不符合项报告');
    // He is the writer until he names another; the type has two templates, so one is asked for.
    await waitFor(() => expect(hint()).toBe('请先填写：报告模板、设备'));
    expect(screen.getByTitle('系统管理员')).toBeTruthy();
    await choose('编写人', '李四');
    await choose('报告模板', '不符合项报告（电气）');
    await choose('设备', 'E-007 离心泵（华东变电站）');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    await waitFor(() => expect(api.posts('/report/create')).toHaveLength(1));
    expect(api.posts('/report/create')[0]?.body).toEqual({
      report_type: 'ncr',
      project_id: 1,
      report_date: today,
      conclusion: 'fail',
      template_id: 13,
      writer_id: 5,
      equipment_id: 7,
    });
    expect((await screen.findByTestId('where')).textContent).toBe('/project/found/report/list/detail/31/13');
  });

  it('sends the type’s only template and no writer for one who writes himself, then opens the report', async () => {
    const api = serve();
    open();
    await fillBasics('检验报告');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    expect((await screen.findByTestId('where')).textContent).toBe('/project/found/report/list/detail/31/11');
    expect(api.posts('/report/create')[0]?.body).toEqual({
      report_type: 'inspection',
      project_id: 1,
      report_date: today,
      conclusion: 'fail',
      template_id: 11,
    });
  });

  it('shows the server’s field errors under their fields and stays', async () => {
    serve(uploadOptions(), () => ({
      code: Code.FieldErrors,
      msg: '请检查填写的内容',
      data: null,
      errdata: { equipment_id: ['设备不属于所选项目'], report_date: ['报告日期不能晚于今天'] },
    }));
    open();
    await fillBasics('放行报告');
    await waitFor(() => expect(hint()).toBe('请先填写：设备'));
    await choose('设备', 'E-007 离心泵（华东变电站）');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    const labelOver = (error: HTMLElement) => error.closest('.ant-form-item')?.querySelector('label')?.textContent;
    expect(labelOver(await screen.findByText('设备不属于所选项目'))).toBe('设备');
    expect(labelOver(screen.getByText('报告日期不能晚于今天'))).toBe('报告日期');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByText('报告上传')).toBeTruthy();
  });

  it('says when the type has no published template, and stays grey', async () => {
    serve(uploadOptions({ templates: [] }));
    open();
    await fillBasics('见证记录');
    expect(await screen.findByText('“见证记录”还没有已发布的模板，请先在报告数据中发布')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
  });
});
