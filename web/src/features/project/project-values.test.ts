import { Code, type ProjectRow } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { bodyOf, onPicker, valuesOf } from './project-values';

const row = {
  id: 7,
  group_id: 3,
  group_name: '华东特高压输变电工程',
  name: '皖南 1000kV 特高压变电站扩建工程',
  number: 'HDNY-2026-001',
  project_type: 'substation',
  stage: 'manufacturing',
  invest_type: '',
  level: 'national',
  inspection_status: 'in_progress',
  inspection_type: 'resident',
  green_cert: '',
  province: '安徽省',
  city: '芜湖市',
  district: '',
  location: '安徽省芜湖市',
  longitude: 118.334,
  latitude: 30.918,
  total_invest: 186500,
  construction_area: null,
  construction_length: null,
  team: '',
  supervisor_id: null,
  supervisor_name: null,
  project_supervisor_id: 12,
  project_supervisor_name: '李项目',
  construction_unit_id: null,
  construction_unit_name: null,
  contract_start: '2026-03-01',
  contract_end: '2027-06-30',
  actual_start: null,
  actual_end: null,
  progress: 45,
  renderings: [],
  progress_images: ['/api/files/download?path=p&name=a.png&variant=zip'],
  note: '',
  updated_at: '2026-11-23T10:00:00.000Z',
} satisfies ProjectRow;

describe('the project form values', () => {
  it('read a project and give back the same body', () => {
    const values = valuesOf(row, 99);
    expect(values.position).toEqual({ longitude: 118.334, latitude: 30.918 });
    expect(values.contract_start?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(values.group_id).toBe(3);
    expect(values.region).toEqual(['安徽省', '芜湖市']);
    const body = bodyOf(values);
    expect(body).toMatchObject({
      group_id: 3,
      province: '安徽省',
      city: '芜湖市',
      district: '',
      longitude: 118.334,
      latitude: 30.918,
      contract_start: '2026-03-01',
      contract_end: '2027-06-30',
      actual_start: null,
      total_invest: 186500,
      project_supervisor_id: 12,
      progress_images: row.progress_images,
    });
    expect(body).not.toHaveProperty('position');
  });

  it('start a new project empty in the group it is made in', () => {
    const body = bodyOf(valuesOf(null, 5));
    expect(body).toMatchObject({
      group_id: 5,
      name: '',
      longitude: null,
      latitude: null,
      contract_start: null,
      progress: 0,
    });
  });

  it('send emptied number boxes as not given', () => {
    const values = { ...valuesOf(row, 3), total_invest: undefined, supervisor_id: undefined };
    expect(bodyOf(values)).toMatchObject({ total_invest: null, supervisor_id: null });
  });

  it("put the server's coordinate errors under the picker and leave other errors alone", () => {
    const error = new ApiError(Code.FieldErrors, '提交的内容有误', {
      errdata: { latitude: ['经度和纬度须同时填写或同时留空'], name: ['必填'] },
    });
    const moved = onPicker(error) as ApiError;
    expect(moved.extra.errdata).toEqual({ position: ['经度和纬度须同时填写或同时留空'], name: ['必填'] });
    const plain = new ApiError(Code.FieldErrors, 'x', { errdata: { name: ['必填'] } });
    expect(onPicker(plain)).toBe(plain);
  });

  it("put the server's region errors under the cascader", () => {
    const error = new ApiError(Code.FieldErrors, '提交的内容有误', { errdata: { district: ['请先选择上一级地区'] } });
    expect((onPicker(error) as ApiError).extra.errdata).toEqual({ region: ['请先选择上一级地区'] });
  });
});
