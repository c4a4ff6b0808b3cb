import { findRoute } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { SECTION_REDIRECTS } from './section-redirects';

describe('SECTION_REDIRECTS', () => {
  it("sends every section's path to its first page as SPEC §2 lists them, built or not", () => {
    expect(Object.fromEntries(SECTION_REDIRECTS.map(({ from, to }) => [from, to]))).toEqual({
      '/control': '/control/authority',
      '/custom': '/custom/device',
      '/unitmanager': '/unitmanager/person-control',
      '/signin': '/signin/index',
      '/project': '/project/engineering/index',
      '/equipment': '/equipment/index',
      '/system': '/system/found/index',
      '/config': '/config/home',
      '/knowledge': '/knowledge/law',
    });
  });

  it('leads only to pages of the route table, where the layout shows them or their not-found page', () => {
    for (const { to } of SECTION_REDIRECTS) expect(findRoute(to)?.path).toBe(to);
  });
});
