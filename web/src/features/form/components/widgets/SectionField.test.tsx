import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../../../test/fake-api';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

describe('SectionField', { timeout: 20_000 }, () => {
  it('draws a heading with its description once, holding no answer', () => {
    const { changes } = renderForm([
      { key: 'part1', title: '一、外观检查', description: '目视检查焊缝与母材', kind: 'section' },
      { key: 'note', title: '备注', kind: 'text' },
    ]);
    expect(screen.getAllByText('一、外观检查')).toHaveLength(1);
    expect(screen.getAllByText('目视检查焊缝与母材')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '一、外观检查' })).toBeTruthy();
    for (const [data] of changes.mock.calls) expect(data.part1 ?? null).toBeNull();
  });
});
