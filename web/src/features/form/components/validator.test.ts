import { formSchemas } from '@app/contract';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import '../texts';
import { serverErrorSchema, visibleAnswers } from './answers';
import { createFormValidator, instancePath } from './validator';

const { schema } = formSchemas('检验记录', [
  { key: 'name', title: '名称', kind: 'text', required: true },
  { key: 'gap', title: '间隙', kind: 'number', minimum: 0, maximum: 5 },
  { key: 'look', title: '外观', kind: 'passFail' },
  { key: 'why', title: '原因', kind: 'text', required: true, showWhen: { key: 'look', equals: 'fail' } },
  {
    key: 'rows',
    title: '测点',
    kind: 'table',
    columns: [{ key: 'v', title: '值', kind: 'number', required: true }],
  },
]);
const validator = createFormValidator();

describe('form validator', () => {
  it('maps each error to the answer it concerns, in the interface language', () => {
    const { errors, errorSchema } = validator.validateFormData(
      { gap: 9, rows: [{ v: 1 }, { v: 'x' }, {}] },
      schema as RJSFSchema,
    );
    expect(errorSchema).toEqual({
      name: { __errors: ['必填'] },
      gap: { __errors: ['不能大于 5'] },
      rows: { 1: { v: { __errors: ['格式不正确'] } }, 2: { v: { __errors: ['必填'] } } },
    });
    expect(errors.map((error) => error.property)).toEqual(['.name', '.gap', '.rows.1.v', '.rows.2.v']);
  });

  it('asks for a conditional item only when its condition holds', () => {
    const shown = validator.validateFormData({ name: 'a', look: 'fail' }, schema as RJSFSchema);
    expect(shown.errorSchema).toEqual({ why: { __errors: ['必填'] } });
    const hidden = validator.validateFormData({ name: 'a', look: 'pass' }, schema as RJSFSchema);
    expect(hidden.errors).toEqual([]);
  });

  it('checks the answers as saved when told how to prepare them', () => {
    const items = [
      { key: 'look', title: '外观', kind: 'passFail' as const },
      { key: 'why', title: '原因', kind: 'number' as const, showWhen: { key: 'look', equals: 'fail' } },
    ];
    const prepared = createFormValidator((data) => visibleAnswers(items, data));
    const { schema: small } = formSchemas('t', items);
    expect(prepared.validateFormData({ look: 'pass', why: 'stale' }, small as RJSFSchema).errors).toEqual([]);
    expect(validator.validateFormData({ look: 'pass', why: 'stale' }, small as RJSFSchema).errors).toHaveLength(1);
  });

  it('answers isValid for a sub-schema, and reads instance paths', () => {
    const condition = { properties: { look: { const: 'fail' } }, required: ['look'] };
    expect(validator.isValid(condition as RJSFSchema, { look: 'fail' }, schema as RJSFSchema)).toBe(true);
    expect(validator.isValid(condition as RJSFSchema, { look: 'pass' }, schema as RJSFSchema)).toBe(false);
    expect(instancePath('#/rows/0/v')).toEqual(['rows', '0', 'v']);
    expect(instancePath('#')).toEqual([]);
  });

  it('turns the server’s field errors into an error schema', () => {
    expect(serverErrorSchema({ name: ['已存在'], 'rows.0.v': ['太大'] })).toEqual({
      name: { __errors: ['已存在'] },
      rows: { 0: { v: { __errors: ['太大'] } } },
    });
    expect(serverErrorSchema({})).toBeUndefined();
  });
});
