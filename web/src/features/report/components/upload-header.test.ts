import type { ReportUploadOptions } from '@app/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createBody, missingFields } from './upload-header';

const options = (over: Partial<ReportUploadOptions> = {}): ReportUploadOptions => ({
  templates: [
    { id: 11, name: '检验记录', report_type: 'inspection' },
    { id: 12, name: '放行报告', report_type: 'release' },
    { id: 13, name: '巡检记录', report_type: 'patrol' },
  ],
  writers: [{ id: 5, name: '李四' }],
  may_pick_writer: false,
  ...over,
});
const header = { project_id: 1, report_date: dayjs('2026-03-05'), conclusion: 'pass' } as const;

describe('the upload header', () => {
  it('asks for the writer only of one who may name him, and the equipment only of NCRs and release reports', () => {
    expect(missingFields({ ...header, report_type: 'inspection' }, options())).toEqual([]);
    expect(missingFields({ ...header, report_type: 'release' }, options())).toEqual(['equipment_id']);
    expect(missingFields({ ...header, report_type: 'inspection' }, options({ may_pick_writer: true }))).toEqual([
      'writer_id',
    ]);
    expect(missingFields({ report_date: null }, undefined)).toEqual([
      'report_type',
      'project_id',
      'report_date',
      'conclusion',
    ]);
  });

  it('sends no writer, equipment or point left over from an earlier choice', () => {
    const values = { ...header, report_type: 'patrol', writer_id: 5, equipment_id: 7, point_id: 9 } as const;
    expect(createBody(values, options())).toEqual({
      report_type: 'patrol',
      project_id: 1,
      report_date: '2026-03-05',
      conclusion: 'pass',
      template_id: 13,
    });
  });

  it('offers an inspection report the equipment and its ITP point without requiring them', () => {
    const inspection = { ...header, report_type: 'inspection' } as const;
    expect(missingFields(inspection, options())).toEqual([]);
    expect(createBody({ ...inspection, equipment_id: 7, point_id: 9 }, options())).toMatchObject({
      equipment_id: 7,
      point_id: 9,
    });
    // A point is sent only with its equipment.
    expect(createBody({ ...inspection, point_id: 9 }, options())).not.toHaveProperty('point_id');
  });
});
