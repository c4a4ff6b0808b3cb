import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../../lib/download';
import { exportHref } from './export';

describe('Excel export address', () => {
  it('carries the current sort and non-empty filters, and no paging', () => {
    const href = exportHref('/user/export', {
      sort: '-created_at',
      filters: { name: '王 检验', gender: 'male', created_at: '2026-05-01T00:00:00.000Z|', empty: '' },
    });
    const url = new URL(href, 'http://app.test');
    expect(url.pathname).toBe('/api/user/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: '-created_at',
      'filter[name]': '王 检验',
      'filter[gender]': 'male',
      'filter[created_at]': '2026-05-01T00:00:00.000Z|',
    });
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.has('per-page')).toBe(false);
  });

  it("keeps the export address's own query", () => {
    expect(exportHref('/dict-item/export?type_id=3', { sort: 'sort', filters: {} })).toBe(
      '/api/dict-item/export?type_id=3&sort=sort',
    );
  });
});

describe('file name of a download', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      dispositionFileName(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`),
    ).toBe('用户.xlsx');
    expect(dispositionFileName('attachment; filename="users.xlsx"')).toBe('users.xlsx');
    expect(dispositionFileName(null)).toBeNull();
  });
});
