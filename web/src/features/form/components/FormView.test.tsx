import { type FormItem, formSchemas } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, setUpScreenTests, success } from '../../../test/fake-api';
import { FormView } from './FormView';

setUpScreenTests({ signInTo: { key: 'hdny' } });
afterEach(() => vi.restoreAllMocks());

const PHOTO = '11111111-1111-4111-8111-111111111111';
const SIGNATURE = '33333333-3333-4333-8333-333333333333';
const measure = { unit: 'Ω', nominal: 20, plus: 0.5, minus: 0.5 };

const everyKind: FormItem[] = [
  { key: 'part', title: '一、外观检查', description: '目视', kind: 'section' },
  { key: 'place', title: '部位', kind: 'text', required: true },
  { key: 'note', title: '备注', kind: 'textarea', description: '其他情况' },
  { key: 'temp', title: '温度', kind: 'number', unit: '℃' },
  { key: 'day', title: '检验日期', kind: 'date' },
  { key: 'look', title: '外观', kind: 'passFail' },
  { key: 'ohm', title: '绕组直流电阻', kind: 'measure', measure },
  { key: 'pics', title: '现场照片', kind: 'photo' },
  { key: 'sign', title: '检验员签字', kind: 'signature' },
  { key: 'eq', title: '设备', kind: 'equipment' },
  { key: 'who', title: '检验员', kind: 'member' },
  { key: 'method', title: '检测方法', kind: 'dict', dictCode: 'ndt' },
];
const answers = {
  place: '焊缝 A',
  note: '第一行\n第二行',
  temp: 21.5,
  day: '2026-03-05',
  look: 'fail',
  ohm: 21.2,
  pics: [PHOTO],
  sign: { fileId: SIGNATURE, signer: '王检验', signedAt: '2026-03-05T08:30:00.000Z' },
  eq: 3,
  who: 5,
  method: 'rt',
};

const table: FormItem = {
  key: 'points',
  title: '测点',
  kind: 'table',
  columns: [
    { key: 'place', title: '测点部位', kind: 'text', required: true },
    { key: 'result', title: '结果', kind: 'passFail' },
    { key: 'gap', title: '间隙', kind: 'measure', measure: { unit: 'mm', nominal: 1, plus: 0.1, minus: 0.1 } },
  ],
};

function view(items: FormItem[], data: Record<string, unknown>) {
  const { schema, uiSchema } = formSchemas('出厂试验检验单', items);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FormView schema={schema} uiSchema={uiSchema} formData={data} />
    </QueryClientProvider>,
  );
}

const answerOf = (title: string) => {
  const label = screen.getByTitle(title, { exact: true });
  return label.nextElementSibling as HTMLElement;
};

function fakePickers() {
  return fakeApi({
    '/equipment/options': () =>
      success([
        {
          id: 3,
          name: '离心泵',
          e_number: 'E-003',
          batch: 'B1',
          project_id: 1,
          project_name: '一号项目',
          device_id: 1,
          device_name: '泵',
        },
      ]),
    '/project/member-options': () => success([{ id: 5, name: '李四', username: 'lisi', role: 'inspector' }]),
    '/data-dictionary/get-dict-value': () => success([{ key: 'rt', value: '射线' }]),
    '/files/info': (call) =>
      success({ path: call.query.get('path'), url: '/api/x.jpg', zipUrl: null, thumbUrl: '/api/x-thumb.jpg' }),
  });
}

describe('FormView', { timeout: 20_000 }, () => {
  it('reads every kind’s answer, each under its title, with nothing to edit', async () => {
    fakePickers();
    const { container } = view(everyKind, answers);
    expect(screen.getByRole('heading', { name: '一、外观检查' })).toBeTruthy();
    expect(screen.getByText('目视')).toBeTruthy();
    expect(answerOf('部位').textContent).toBe('焊缝 A');
    expect(screen.getByTitle('部位').textContent).toBe('*部位');
    expect(screen.getByTitle('备注').textContent).toBe('备注');
    expect(answerOf('备注').querySelector('.ant-typography')?.textContent).toBe('第一行\n第二行');
    expect(within(answerOf('备注')).getByText('其他情况')).toBeTruthy();
    expect(answerOf('温度').textContent).toBe('21.5 ℃');
    expect(answerOf('检验日期').textContent).toBe('2026-03-05');
    const fail = within(answerOf('外观')).getByText('不合格');
    expect(fail.className).toContain('ant-tag');
    expect(fail.className).toContain('error');
    expect(answerOf('绕组直流电阻').textContent).toContain('21.2 Ω');
    const flag = within(answerOf('绕组直流电阻')).getByText('超差');
    expect(flag.closest('.ant-tag')).toBeTruthy();
    expect(await within(answerOf('现场照片')).findByAltText('现场照片 1')).toBeTruthy();
    expect(within(answerOf('检验员签字')).getByText(/王检验 签于 2026-03-05/)).toBeTruthy();
    expect(await within(answerOf('设备')).findByText('离心泵 · E-003 · B1')).toBeTruthy();
    expect(await within(answerOf('检验员')).findByText('李四')).toBeTruthy();
    expect(await within(answerOf('检测方法')).findByText('射线')).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelectorAll('input, textarea, button, [role="combobox"]')).toHaveLength(0);
  });

  it('shows a dash for each answer left empty', () => {
    fakePickers();
    view(everyKind, {});
    for (const item of everyKind.filter((candidate) => candidate.kind !== 'section')) {
      expect(answerOf(item.title).textContent).toBe(item.description ? '—其他情况' : '—');
    }
    expect(screen.queryByText('超差')).toBeNull();
  });

  it('marks a measured value within tolerance with no tag', () => {
    view([{ key: 'ohm', title: '绕组直流电阻', kind: 'measure', measure }], { ohm: 20.4 });
    expect(answerOf('绕组直流电阻').textContent).toBe('20.4 Ω');
    expect(screen.queryByText('超差')).toBeNull();
  });

  it('hides an item whose condition fails and shows it when it holds', () => {
    const items: FormItem[] = [
      { key: 'look', title: '外观', kind: 'passFail', required: true },
      { key: 'why', title: '不合格原因', kind: 'textarea', required: true, showWhen: { key: 'look', equals: 'fail' } },
    ];
    const { unmount } = view(items, { look: 'pass', why: '旧的原因' });
    expect(screen.getByText('合格')).toBeTruthy();
    expect(screen.queryByTitle('不合格原因')).toBeNull();
    expect(screen.queryByText('旧的原因')).toBeNull();
    unmount();
    view(items, { look: 'fail', why: '有裂纹' });
    expect(answerOf('不合格原因').textContent).toBe('有裂纹');
  });

  it('reads a table’s rows as a table, each cell read', async () => {
    view([table], {
      points: [
        { place: '焊缝 A', result: 'pass', gap: 1.05 },
        { place: '焊缝 B', result: 'fail', gap: 1.3 },
        { place: '焊缝 C' },
      ],
    });
    // The table's code loads when first needed.
    await within(answerOf('测点')).findByRole('table', {}, { timeout: 10_000 });
    const rows = answerOf('测点').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(3);
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells(rows[0] as Element)).toEqual(['1', '焊缝 A', '合格', '1.05 mm']);
    expect(cells(rows[1] as Element)).toEqual(['2', '焊缝 B', '不合格', '1.3 mm超差']);
    expect(cells(rows[2] as Element)).toEqual(['3', '焊缝 C', '—', '—']);
    expect(within(rows[1] as HTMLElement).getByText('超差').className).toContain('ant-tag');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '#',
      '测点部位',
      '结果',
      '间隙',
    ]);
  });

  it('reads a table’s rows as cards on a phone, and an empty table as a dash', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const { unmount } = view([table], { points: [{ place: '焊缝 A', result: 'fail' }, { place: '焊缝 B' }] });
    expect(screen.queryByRole('table')).toBeNull();
    const second = screen.getByText('第 2 行').closest('section') as HTMLElement;
    expect(within(second).getByTitle('测点部位').nextElementSibling?.textContent).toBe('焊缝 B');
    expect(within(second).getByTitle('结果').nextElementSibling?.textContent).toBe('—');
    const first = screen.getByText('第 1 行').closest('section') as HTMLElement;
    expect(within(first).getByText('不合格').className).toContain('ant-tag');
    unmount();
    view([table], { points: [] });
    expect(answerOf('测点').textContent).toBe('—');
  });
});
