import { describe, expect, it } from 'vitest';
import { FormDraftBody, isNumberPattern } from './form.js';
import { formFlags, isShown, outOfTolerance } from './form-answers.js';
import { type FormItem, formItems, formSchemas } from './form-model.js';

const flange = { unit: 'mm', nominal: 20, plus: 0.5, minus: 0.3 };

/** One item of every kind, with every option set, as the designer makes them. */
const EVERY_KIND: FormItem[] = [
  { key: 'head', kind: 'section', title: '外观检查', description: '目视检查' },
  { key: 'looks', kind: 'passFail', title: '外观', required: true },
  { key: 'why', kind: 'textarea', title: '不合格说明', required: true, showWhen: { key: 'looks', equals: 'fail' } },
  { key: 'name', kind: 'text', title: '名称' },
  { key: 'count', kind: 'number', title: '数量', unit: '件', minimum: 0, maximum: 99 },
  { key: 'thickness', kind: 'measure', title: '法兰厚度', required: true, measure: flange },
  { key: 'day', kind: 'date', title: '检验日期' },
  { key: 'photos', kind: 'photo', title: '照片', required: true, maxCount: 6 },
  { key: 'sign', kind: 'signature', title: '检验员签字', required: true },
  { key: 'equipment', kind: 'equipment', title: '设备' },
  { key: 'who', kind: 'member', title: '见证人' },
  { key: 'grade', kind: 'dict', title: '等级', dictCode: 'quality_grade' },
  {
    key: 'rows',
    kind: 'table',
    title: '检验记录',
    required: true,
    columns: [
      { key: 'point', title: '检验项', kind: 'text', required: true },
      { key: 'value', title: '实测值', kind: 'measure', measure: flange },
      { key: 'result', title: '结果', kind: 'passFail' },
      { key: 'grade', title: '等级', kind: 'dict', dictCode: 'quality_grade' },
    ],
  },
];

describe('form schemas', () => {
  it('reads back every kind of item exactly as written', () => {
    const { schema, uiSchema } = formSchemas('检验报告', EVERY_KIND);
    expect(formItems(schema, uiSchema)).toEqual(EVERY_KIND);
    // And survives being stored as JSON.
    const stored = JSON.parse(JSON.stringify({ schema, uiSchema }));
    expect(formItems(stored.schema, stored.uiSchema)).toEqual(EVERY_KIND);
  });

  it('requires an unconditional item at the top and a conditional one only through if/then', () => {
    const { schema } = formSchemas('t', EVERY_KIND);
    expect(schema.required).toEqual(['looks', 'thickness', 'photos', 'sign', 'rows']);
    expect(schema.allOf).toEqual([
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
      { if: { properties: { looks: { const: 'fail' } }, required: ['looks'] }, then: { required: ['why'] } },
    ]);
    expect(schema.additionalProperties).toBe(false);
  });

  it('asks a required photo item for at least one picture and a signature for image, signer and time', () => {
    const { schema } = formSchemas('t', EVERY_KIND);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.photos).toMatchObject({ type: 'array', minItems: 1, maxItems: 6, uniqueItems: true });
    expect(properties.sign).toMatchObject({ type: 'object', required: ['fileId', 'signer', 'signedAt'] });
    expect(properties.rows).toMatchObject({ minItems: 1, items: { required: ['point'] } });
  });

  it('names the widget of each kind in the UI schema, in the designer order', () => {
    const { uiSchema } = formSchemas('t', EVERY_KIND);
    expect(uiSchema['ui:order']).toEqual(EVERY_KIND.map((item) => item.key));
    expect(uiSchema.looks).toMatchObject({ 'ui:widget': 'passFail' });
    expect(uiSchema.photos).toMatchObject({ 'ui:field': 'photo' });
    expect(uiSchema.rows).toMatchObject({ items: { value: { 'ui:widget': 'measure' } } });
  });
});

describe('tolerance and flags', () => {
  it('flags a measure outside nominal − minus … nominal + plus, edges included as within', () => {
    expect(outOfTolerance(20.5, flange)).toBe(false);
    expect(outOfTolerance(19.7, flange)).toBe(false);
    expect(outOfTolerance(20.51, flange)).toBe(true);
    expect(outOfTolerance(19.69, flange)).toBe(true);
    expect(outOfTolerance(undefined, flange)).toBe(false);
  });

  it('flags failed checks and out-of-tolerance values, in tables by row, but not hidden items', () => {
    const data = {
      looks: 'fail',
      thickness: 21,
      rows: [
        { point: 'A', value: 20, result: 'pass' },
        { point: 'B', value: 19, result: 'fail' },
      ],
    };
    expect(formFlags(EVERY_KIND, data)).toEqual([
      { key: 'looks', reason: 'fail' },
      { key: 'thickness', reason: 'outOfTolerance' },
      { key: 'rows', row: 1, column: 'value', reason: 'outOfTolerance' },
      { key: 'rows', row: 1, column: 'result', reason: 'fail' },
    ]);
    const hidden: FormItem[] = [{ key: 'x', kind: 'passFail', title: 'x', showWhen: { key: 'looks', equals: 'fail' } }];
    expect(isShown(hidden[0] as FormItem, { looks: 'pass' })).toBe(false);
    expect(formFlags(hidden, { looks: 'pass', x: 'fail' })).toEqual([]);
  });
});

describe('draft body', () => {
  const body = (items: unknown[]) => FormDraftBody.safeParse({ id: 1, name: '报告', family: 'inspection', items });

  it('takes the items of every kind', () => {
    expect(body(EVERY_KIND).success).toBe(true);
  });

  it('refuses a repeated key, a condition on a later item and a key that is no identifier', () => {
    const issues = (items: unknown[]) => {
      const parsed = body(items);
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues([EVERY_KIND[1], EVERY_KIND[1]])).toEqual([['items.1.key', 'form.duplicateKey']]);
    expect(issues([EVERY_KIND[2], EVERY_KIND[1]])).toEqual([['items.0.showWhen', 'form.badCondition']]);
    expect(issues([{ key: '1a', kind: 'text', title: 'x' }])).toEqual([['items.0.key', 'form.badKey']]);
    expect(issues([{ key: 't', kind: 'table', title: 'x', columns: [] }])).toEqual([
      ['items.0.columns', 'form.tableNoColumns'],
    ]);
  });
});

describe('numbering patterns', () => {
  it('takes the one-, two- and three-level codings with exactly one sequence', () => {
    expect(isNumberPattern('{type}-{seq:4}')).toBe(true);
    expect(isNumberPattern('{project}-{type}-{seq:4}')).toBe(true);
    expect(isNumberPattern('{project}-{type}-{yyyy}-{seq:4}')).toBe(true);
    expect(isNumberPattern('{type}-{yyyy}')).toBe(false);
    expect(isNumberPattern('{seq:4}-{seq:4}')).toBe(false);
    expect(isNumberPattern('{type} {seq:4}')).toBe(false);
    expect(isNumberPattern('{owner}-{seq:4}')).toBe(false);
    expect(isNumberPattern('{seq:9}')).toBe(false);
  });
});
