import { Code, type FormItem, type FormTemplateDetail, formItems, formSchemas } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, setUpScreenTests, success } from '../../../test/fake-api';
import FormDesignPage from '../routes/FormDesignPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const ITEMS: FormItem[] = [
  { key: 'look', title: '外观检查', kind: 'passFail', required: true },
  { key: 'place', title: '部位', kind: 'text' },
  { key: 'why', title: '不合格原因', kind: 'textarea', showWhen: { key: 'look', equals: 'fail' } },
  { key: 'gap', title: '间隙', kind: 'measure', measure: { unit: 'mm', nominal: 10, plus: 0.05, minus: 0.1 } },
];

function detail(items: FormItem[], extra: Partial<FormTemplateDetail> = {}): FormTemplateDetail {
  const { schema, uiSchema } = formSchemas('变压器检查表', items);
  return {
    id: 7,
    name: '变压器检查表',
    family: 'inspection',
    description: '',
    latest_version: 2,
    unpublished: false,
    instance_count: 0,
    updated_at: '2026-11-30T08:00:00Z',
    schema,
    ui_schema: uiSchema,
    versions: [],
    ...extra,
  };
}

interface Serve {
  items?: FormItem[];
  granted?: string[];
  saveAnswer?: () => ReturnType<typeof success>;
}

function serve({ items = ITEMS, granted, saveAnswer }: Serve = {}) {
  return fakeApi({
    '/organization/get-page-permission': permissions(granted),
    '/form/template/view': () => success(detail(items)),
    '/form/template/update': () => (saveAnswer ? saveAnswer() : success(null)),
    '/form/template/publish': () => success({ version: 3 }),
    '/dict-type/index': () =>
      success({ result: [{ id: 1, code: 'quality_grade', name: '质量等级', sort: 0, item_count: 3 }], paging: {} }),
  });
}

function renderDesigner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/control/form/design/:id', element: <FormDesignPage /> }], {
    initialEntries: ['/control/form/design/7'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (key: string) => screen.getByTestId(`designer-card-${key}`);
const cardTitles = () =>
  screen.getAllByTestId(/^designer-card-/).map((element) => element.getAttribute('data-testid')?.slice(14));
const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const palette = async () => within((await screen.findByText('控件')).closest('.ant-card') as HTMLElement);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The options an antd Select offers once opened. */
async function openOptions(combobox: HTMLElement): Promise<string[]> {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  fireEvent.mouseDown(combobox);
  // The newest dropdown is this one (the ids jsdom's React gives them are all the same).
  const listbox = await waitFor(() => {
    const all = document.querySelectorAll('.ant-select-dropdown');
    if (all.length <= before) throw new Error('no new dropdown');
    return all[all.length - 1] as HTMLElement;
  });
  return [...listbox.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
}

// antd renders slowly in jsdom, more so beside other test files.
describe('FormDesignPage', { timeout: 30_000 }, () => {
  it('shows the draft, its version and a card for each item with its marks', async () => {
    serve();
    renderDesigner();
    expect(await screen.findByDisplayValue('变压器检查表')).toBeTruthy();
    expect(screen.getByText('最新版本 v2')).toBeTruthy();
    expect(cardTitles()).toEqual(['look', 'place', 'why', 'gap']);
    expect(within(card('look')).getByText('*')).toBeTruthy();
    expect(within(card('why')).getByText('条件显示')).toBeTruthy();
    expect(within(card('place')).queryByText('条件显示')).toBeNull();
    // Every kind has its tile.
    const tiles = await palette();
    for (const name of [
      '分节标题',
      '单行文本',
      '多行文本',
      '数字',
      '日期',
      '合格判定',
      '测量值',
      '照片',
      '签名',
      '设备',
      '人员',
      '字典选择',
      '表格',
    ]) {
      expect(tiles.getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    }
  });

  it('appends an item when a palette tile is clicked, with a free key and the kind as title', async () => {
    serve();
    renderDesigner();
    const tiles = await palette();
    fireEvent.click(tiles.getByRole('button', { name: /单行文本/ }));
    expect(cardTitles()).toEqual(['look', 'place', 'why', 'gap', 'item1']);
    expect(within(card('item1')).getByRole('button', { name: '单行文本' })).toBeTruthy();
    // The new item is selected: its properties are open.
    expect(field('字段标识').value).toBe('item1');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  it('edits the selected item on the canvas, and undo (button or Ctrl+Z) and redo walk it back', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click(within(card('place')).getByRole('button', { name: '部位' }));
    fireEvent.change(field('标题'), { target: { value: '安装部位' } });
    fireEvent.change(field('标题'), { target: { value: '安装部位（现场）' } });
    expect(within(card('place')).getByRole('button', { name: '安装部位（现场）' })).toBeTruthy();

    // Typing into one field is one step.
    fireEvent.click(button(/撤\s*销/));
    expect(within(card('place')).getByRole('button', { name: '部位' })).toBeTruthy();
    expect(field('标题').value).toBe('部位');
    fireEvent.click(button(/重\s*做/));
    expect(within(card('place')).getByRole('button', { name: '安装部位（现场）' })).toBeTruthy();

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    });
    expect(within(card('place')).getByRole('button', { name: '部位' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Z', ctrlKey: true, shiftKey: true }));
    });
    expect(within(card('place')).getByRole('button', { name: '安装部位（现场）' })).toBeTruthy();
  });

  it('duplicates and deletes a card, and undo brings the deleted one back', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click(within(card('place')).getByRole('button', { name: /复制/ }));
    expect(cardTitles()).toEqual(['look', 'place', 'item1', 'why', 'gap']);
    fireEvent.click(within(card('look')).getByRole('button', { name: /删除/ }));
    expect(cardTitles()).toEqual(['place', 'item1', 'why', 'gap']);
    // The condition on the deleted item went with it.
    expect(within(card('why')).queryByText('条件显示')).toBeNull();
    fireEvent.click(button(/撤\s*销/));
    expect(cardTitles()).toEqual(['look', 'place', 'item1', 'why', 'gap']);
    expect(within(card('why')).getByText('条件显示')).toBeTruthy();
  });

  it('shows the acceptable range of a measured value as its tolerances change', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click(within(card('gap')).getByRole('button', { name: '间隙' }));
    expect(screen.getByTestId('measure-range').textContent).toBe('合格范围：9.9 ~ 10.05 mm');
    fireEvent.change(field('上偏差（+）'), { target: { value: '0.2' } });
    await waitFor(() => expect(screen.getByTestId('measure-range').textContent).toBe('合格范围：9.9 ~ 10.2 mm'));
  });

  it('offers as a condition only items before the selected one', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click(within(card('place')).getByRole('button', { name: '部位' }));
    expect(await openOptions(screen.getByRole('combobox', { name: '显示条件' }))).toEqual(['外观检查 (look)']);
  });

  it('offers 合格/不合格/不适用 as the answer of a pass/fail condition', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click(within(card('why')).getByRole('button', { name: '不合格原因' }));
    // The text item before it is offered too; the measured value after it is not.
    expect(await openOptions(screen.getByRole('combobox', { name: '显示条件' }))).toEqual([
      '外观检查 (look)',
      '部位 (place)',
    ]);
    expect(await openOptions(screen.getByRole('combobox', { name: '等于' }))).toEqual(['合格', '不合格', '不适用']);
  });

  it('refuses a bad key before saving, and saves the items the designer made', async () => {
    const api = serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click(within(card('place')).getByRole('button', { name: '部位' }));
    fireEvent.change(field('字段标识'), { target: { value: '1place' } });
    expect(await screen.findByText(/字段标识须以字母开头/)).toBeTruthy();
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(api.banners.at(-1)?.content).toBe('还有 1 个项目需要修改，请先按提示改正'));
    expect(api.posts('/form/template/update')).toHaveLength(0);

    fireEvent.change(field('字段标识'), { target: { value: 'spot' } });
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(api.posts('/form/template/update')).toHaveLength(1));
    const body = api.posts('/form/template/update')[0]?.body as { id: number; name: string; items: FormItem[] };
    expect(body.id).toBe(7);
    expect(body.name).toBe('变压器检查表');
    expect(body.items.map((item) => item.key)).toEqual(['look', 'spot', 'why', 'gap']);
    const { schema, uiSchema } = formSchemas(body.name, body.items);
    expect(formItems(schema, uiSchema)).toEqual(body.items);
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  });

  it('puts the server field errors on their item', async () => {
    const api = serve({
      saveAnswer: () => ({
        code: Code.FieldErrors,
        msg: '',
        data: null,
        errdata: { 'items.1.title': ['标题已存在于另一模板'] },
      }),
    });
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: '主变检查表' } });
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(api.banners.at(-1)?.content).toBe('保存失败，请按提示修改标红的项目'));
    // The failing item is selected and marked.
    expect(field('字段标识').value).toBe('place');
    expect(screen.getByText('标题已存在于另一模板')).toBeTruthy();
    expect(within(card('place')).getByText('有错误')).toBeTruthy();
    expect(within(card('look')).queryByText('有错误')).toBeNull();
  });

  it('publishes after saving, saying which version it made', async () => {
    const api = serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click((await palette()).getByRole('button', { name: /日期/ }));
    fireEvent.click(button(/发\s*布/));
    await waitFor(() => expect(api.banners.at(-1)?.content).toBe('已发布 v3'));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/form/template/update',
      '/form/template/publish',
    ]);
  });

  it('shows the draft read-only without the update permission', async () => {
    serve({ granted: ['index'] });
    renderDesigner();
    expect(await screen.findByText('你没有修改表单模板的权限，只能查看')).toBeTruthy();
    expect(screen.queryByText('控件')).toBeNull();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    fireEvent.click(within(card('place')).getByRole('button', { name: '部位' }));
    expect(field('标题').disabled).toBe(true);
  });

  it('edits the columns of a table: adds, moves and removes them', async () => {
    const api = serve();
    renderDesigner();
    fireEvent.click((await palette()).getByRole('button', { name: /表格/ }));
    expect((screen.getByLabelText('表格列 1 列标识') as HTMLInputElement).value).toBe('col1');
    fireEvent.click(screen.getByText('添加列'));
    expect((screen.getByLabelText('表格列 2 列标识') as HTMLInputElement).value).toBe('col2');
    expect((screen.getByLabelText('表格列 2 列标题') as HTMLInputElement).value).toBe('列2');
    fireEvent.click(screen.getByLabelText('表格列 2 上移'));
    expect((screen.getByLabelText('表格列 1 列标识') as HTMLInputElement).value).toBe('col2');
    fireEvent.click(screen.getByLabelText('表格列 2 删除列'));
    expect(screen.queryByLabelText('表格列 2 列标识')).toBeNull();
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(api.posts('/form/template/update')).toHaveLength(1));
    const body = api.posts('/form/template/update')[0]?.body as { items: FormItem[] };
    expect(body.items.at(-1)).toEqual({
      key: 'item1',
      title: '表格',
      kind: 'table',
      columns: [{ key: 'col2', title: '列2', kind: 'text' }],
    });
  });

  it('previews the form with the form renderer, a phone wide or full width', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('变压器检查表');
    fireEvent.click(button(/预\s*览/));
    const frame = await screen.findByTestId('designer-preview-frame', {}, { timeout: 15_000 });
    expect(frame.style.width).toBe('390px');
    expect(await within(frame).findByText('外观检查')).toBeTruthy();
    fireEvent.click(screen.getByText('全宽'));
    await waitFor(() => expect(screen.getByTestId('designer-preview-frame').style.width).toBe('100%'));
  });

  it('on a phone adds items from a drawer and edits them in another', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: true })) as typeof window.matchMedia;
    try {
      serve();
      renderDesigner();
      await screen.findByDisplayValue('变压器检查表');
      expect(screen.queryByText('控件')).toBeNull();
      fireEvent.click(button(/添加项目/));
      const drawer = within(
        (await screen.findByText('拖到右侧画布，或点击添加到末尾')).closest('.ant-drawer') as HTMLElement,
      );
      fireEvent.click(drawer.getByRole('button', { name: /日期/ }));
      expect(cardTitles()).toEqual(['look', 'place', 'why', 'gap', 'item1']);
      expect(await screen.findByText('项目属性')).toBeTruthy();
      expect(field('字段标识').value).toBe('item1');
    } finally {
      window.matchMedia = wide;
    }
  });

  it('sorts the cards with the keyboard: space picks one up, arrows move it, space drops it', async () => {
    // jsdom lays nothing out: each card gets a 60 px row in the order the canvas shows them.
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const card = this.closest('[data-testid^="designer-card-"]');
      if (!card || card !== this) return measure.call(this);
      const index = [...(card.parentElement?.parentElement?.children ?? [])].findIndex((child) => child.contains(card));
      const top = index * 60;
      return { x: 0, y: top, top, left: 0, width: 300, height: 50, right: 300, bottom: top + 50, toJSON: () => ({}) };
    };
    try {
      serve();
      renderDesigner();
      await screen.findByDisplayValue('变压器检查表');
      const handle = screen.getByRole('button', { name: '拖动排序：外观检查' });
      handle.focus();
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      // Each key waits for dnd-kit's announcement of the last one: the keyboard sensor only listens
      // for the next key a tick after the pick-up.
      await screen.findByText('已拿起“外观检查”');
      fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
      await screen.findByText(/“外观检查”移到第 2 项的位置/);
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
      await waitFor(() => expect(cardTitles()).toEqual(['place', 'look', 'why', 'gap']));
    } finally {
      Element.prototype.getBoundingClientRect = measure;
    }
  });

  it('inserts a tile dragged from the palette before the card it is dropped on', async () => {
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const card = this.closest('[data-testid^="designer-card-"]');
      if (!card || card !== this) return measure.call(this);
      const index = [...(card.parentElement?.parentElement?.children ?? [])].findIndex((child) => child.contains(card));
      const top = 100 + index * 60;
      return {
        x: 300,
        y: top,
        top,
        left: 300,
        width: 300,
        height: 50,
        right: 600,
        bottom: top + 50,
        toJSON: () => ({}),
      };
    };
    try {
      serve();
      renderDesigner();
      await screen.findByDisplayValue('变压器检查表');
      const tile = (await palette()).getByRole('button', { name: /数字/ });
      fireEvent.pointerDown(tile, { button: 0, isPrimary: true, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(document, { clientX: 20, clientY: 20 });
      await act(async () => undefined);
      // Over the third card (why), at 100 + 2 × 60 + 25.
      fireEvent.pointerMove(document, { clientX: 400, clientY: 245 });
      await act(async () => undefined);
      fireEvent.pointerUp(document, { clientX: 400, clientY: 245 });
      await waitFor(() => expect(cardTitles()).toEqual(['look', 'place', 'item1', 'why', 'gap']));
      expect(within(card('item1')).getByRole('button', { name: '数字' })).toBeTruthy();
    } finally {
      Element.prototype.getBoundingClientRect = measure;
    }
  });
});
