import type { ReportUploadOptions } from '@app/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createBody, missingFields } from './upload-header';

const options = (over: Partial<ReportUploadOptions> = {}): ReportUploadOptions => ({
  templates: [
    { id: 11, name: '检验记录', report_type: 'inspection' },
    { id: 12, name: '放行报告', report_type: 'release' },
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

  it('sends no writer or equipment left over from an earlier choice', () => {
    const values = { ...header, report_type: 'inspection', writer_id: 5, equipment_id: 7 } as const;
    expect(createBody(values, options())).toEqual({
      report_type: 'inspection',
      project_id: 1,
      report_date: '2026-03-05',
      conclusion: 'pass',
      template_id: 11,
    });
  });
});
