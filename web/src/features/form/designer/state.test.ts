import { type FormItem, type FormItemKind, formItems, formSchemas } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { conditionSources, measureRange, serverItemErrors, tidyItem, validateItems } from './model';
import {
  type DesignerAction,
  type DesignerState,
  designerReducer,
  HISTORY_LIMIT,
  initialState,
  itemsOf,
} from './state';

const run = (state: DesignerState, ...actions: DesignerAction[]) => actions.reduce(designerReducer, state);
const insert = (kind: FormItemKind, index?: number): DesignerAction => ({
  type: 'insert',
  kind,
  title: `新${kind}`,
  columnTitle: '列1',
  index,
});
const keys = (state: DesignerState) => itemsOf(state).map((item) => item.key);

describe('designer state', () => {
  it('inserts new items with free keys, at the end or at a position, and selects them', () => {
    const state = run(initialState(), insert('text'), insert('number'), insert('passFail', 0));
    expect(keys(state)).toEqual(['item3', 'item1', 'item2']);
    expect(itemsOf(state)[0]).toEqual({ key: 'item3', title: '新passFail', kind: 'passFail' });
    expect(state.selectedId).toBe(state.entries[0]?.id);
    const table = run(state, insert('table')).entries.at(-1)?.item;
    expect(table).toEqual({
      key: 'item4',
      title: '新table',
      kind: 'table',
      columns: [{ key: 'col1', title: '列1', kind: 'text' }],
    });
  });

  it('moves, duplicates and removes, and undo and redo walk back and forth', () => {
    let state = run(initialState(), insert('text'), insert('number'), insert('date'));
    state = run(state, { type: 'move', from: 0, to: 2 });
    expect(keys(state)).toEqual(['item2', 'item3', 'item1']);
    const first = state.entries[0]?.id ?? '';
    state = run(state, { type: 'duplicate', id: first });
    expect(keys(state)).toEqual(['item2', 'item4', 'item3', 'item1']);
    expect(itemsOf(state)[1]?.title).toBe('新number');
    state = run(state, { type: 'remove', id: first });
    expect(keys(state)).toEqual(['item4', 'item3', 'item1']);

    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(keys(state)).toEqual(['item2', 'item3', 'item1']);
    state = run(state, { type: 'redo' });
    expect(keys(state)).toEqual(['item2', 'item4', 'item3', 'item1']);
    // A new change forgets what could be redone.
    state = run(state, insert('text'));
    expect(state.future).toEqual([]);
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('merges typing into one field into one step, and starts a new step for another field', () => {
    let state = run(initialState(), insert('text'));
    const id = state.entries[0]?.id ?? '';
    const item = itemsOf(state)[0] as FormItem;
    for (const title of ['检', '检查', '检查项']) {
      state = run(state, { type: 'update', id, item: { ...item, title }, edit: 'title' });
    }
    state = run(state, { type: 'update', id, item: { ...item, title: '检查项', required: true }, edit: 'required' });
    state = run(state, { type: 'undo' });
    expect(itemsOf(state)[0]).toEqual({ key: 'item1', title: '检查项', kind: 'text' });
    state = run(state, { type: 'undo' });
    expect(itemsOf(state)[0]?.title).toBe('新text');
    state = run(state, { type: 'undo' });
    expect(itemsOf(state)).toEqual([]);
    expect(state.selectedId).toBeNull();
  });

  it('keeps at most the last 100 steps', () => {
    let state = initialState();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) state = run(state, insert('text'));
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) state = run(state, { type: 'undo' });
    expect(itemsOf(state)).toHaveLength(20);
  });

  it('carries conditions along a renamed key and drops those on a removed item', () => {
    let state = initialState([
      { key: 'check', title: '外观', kind: 'passFail' },
      { key: 'why', title: '原因', kind: 'textarea', showWhen: { key: 'check', equals: 'fail' } },
    ]);
    const [check] = state.entries;
    if (!check) throw new Error('no item');
    state = run(state, { type: 'update', id: check.id, item: { ...check.item, key: 'look' }, edit: 'key' });
    expect(itemsOf(state)[1]?.showWhen).toEqual({ key: 'look', equals: 'fail' });
    state = run(state, { type: 'remove', id: check.id });
    expect(itemsOf(state)).toEqual([{ key: 'why', title: '原因', kind: 'textarea' }]);
  });

  it('ignores moves and edits of what is not there', () => {
    const state = run(initialState(), insert('text'));
    expect(run(state, { type: 'move', from: 0, to: 3 })).toBe(state);
    expect(run(state, { type: 'remove', id: 'nope' })).toBe(state);
    expect(run(state, { type: 'undo' }, { type: 'undo' }).entries).toEqual([]);
  });
});

describe('what the designer produces', () => {
  const items: FormItem[] = [
    { key: 'intro', title: '基本信息', kind: 'section', description: '按实际情况填写' },
    { key: 'place', title: '部位', kind: 'text', required: true },
    { key: 'notes', title: '说明', kind: 'textarea' },
    { key: 'count', title: '数量', kind: 'number', unit: '台', minimum: 0, maximum: 100 },
    { key: 'day', title: '日期', kind: 'date', required: true },
    { key: 'look', title: '外观', kind: 'passFail', required: true },
    { key: 'why', title: '原因', kind: 'textarea', required: true, showWhen: { key: 'look', equals: 'fail' } },
    { key: 'gap', title: '间隙', kind: 'measure', measure: { unit: 'mm', nominal: 10, plus: 0.05, minus: 0.1 } },
    { key: 'photos', title: '照片', kind: 'photo', maxCount: 6 },
    { key: 'sign', title: '签名', kind: 'signature', required: true },
    { key: 'tool', title: '设备', kind: 'equipment' },
    { key: 'who', title: '人员', kind: 'member' },
    { key: 'grade', title: '等级', kind: 'dict', dictCode: 'quality_grade' },
    {
      key: 'rows',
      title: '记录',
      kind: 'table',
      required: true,
      columns: [
        { key: 'name', title: '名称', kind: 'text', required: true },
        { key: 'qty', title: '数量', kind: 'number', unit: '个' },
        { key: 'at', title: '日期', kind: 'date' },
        { key: 'ok', title: '判定', kind: 'passFail' },
        { key: 'size', title: '尺寸', kind: 'measure', measure: { unit: 'mm', nominal: 5, plus: 0.1, minus: 0.1 } },
        { key: 'grade', title: '等级', kind: 'dict', dictCode: 'quality_grade' },
      ],
    },
  ];

  it('round-trips through formSchemas and formItems', () => {
    let state = initialState(items);
    state = run(state, insert('section'), insert('photo'), insert('measure'), insert('table'));
    const produced = itemsOf(state);
    const { schema, uiSchema } = formSchemas('检查表', produced);
    expect(formItems(schema, uiSchema)).toEqual(produced);
    expect(validateItems(produced).size).toBe(0);
  });

  it('tidies what an editor leaves behind: empty texts, false marks, options of another kind', () => {
    expect(tidyItem({ key: 'a', title: 'A', kind: 'section', required: true, description: '' } as FormItem)).toEqual({
      key: 'a',
      title: 'A',
      kind: 'section',
    });
    expect(tidyItem({ key: 'n', title: 'N', kind: 'number', unit: '', required: false })).toEqual({
      key: 'n',
      title: 'N',
      kind: 'number',
    });
    const table = tidyItem({
      key: 't',
      title: 'T',
      kind: 'table',
      columns: [{ key: 'c', title: 'C', kind: 'text', unit: 'mm', dictCode: 'x', required: false }],
    });
    expect(table).toEqual({ key: 't', title: 'T', kind: 'table', columns: [{ key: 'c', title: 'C', kind: 'text' }] });
  });

  it('finds what the server would refuse', () => {
    const errors = validateItems([
      { key: '1bad', title: '', kind: 'text' },
      { key: 'a', title: 'A', kind: 'text', showWhen: { key: 'b', equals: 'x' } },
      { key: 'b', title: 'B', kind: 'passFail' },
      { key: 'b', title: 'B2', kind: 'dict', dictCode: '' },
      { key: 'm', title: 'M', kind: 'measure', measure: { unit: 'mm', nominal: 1, plus: -1, minus: 0 } },
      { key: 't', title: 'T', kind: 'table', columns: [] },
      { key: 'n', title: 'N', kind: 'number', minimum: 5, maximum: 1 },
    ]);
    expect(Object.fromEntries(errors)).toEqual({
      0: { key: 'formDesigner.error.key', title: 'formDesigner.error.titleRequired' },
      1: { showWhen: 'formDesigner.error.condition' },
      3: { key: 'formDesigner.error.keyTaken', dictCode: 'formDesigner.error.dictCode' },
      4: { measure: 'formDesigner.error.measure' },
      5: { columns: 'formDesigner.error.noColumns' },
      6: { maximum: 'formDesigner.error.minMax' },
    });
  });

  it('offers as conditions only earlier items with a text answer', () => {
    const sources = conditionSources(items, 7).map((item) => item.key);
    expect(sources).toEqual(['place', 'day', 'look']);
    expect(conditionSources(items, 0)).toEqual([]);
  });

  it('shows a measure range without binary fractions', () => {
    expect(measureRange({ unit: 'mm', nominal: 10, plus: 0.05, minus: 0.1 })).toBe('9.9 ~ 10.05 mm');
    expect(measureRange({ unit: '', nominal: 0.1, plus: 0.2, minus: 0 })).toBe('0.1 ~ 0.3');
  });

  it('sorts the server field errors by item', () => {
    const { items: byItem, form } = serverItemErrors({
      'items.3.key': ['键重复'],
      'items.3.columns.0.title': ['必填'],
      'items.0': ['无效'],
      name: ['必填'],
    });
    expect(Object.fromEntries(byItem)).toEqual({ 3: { key: '键重复', columns: '必填' }, 0: { item: '无效' } });
    expect(form).toEqual({ name: '必填' });
  });
});
