import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../test/fake-api';
import { RegionCascader } from './RegionCascader';

setUpScreenTests();

describe('RegionCascader', { timeout: 20_000 }, () => {
  it('shows the chosen names before the divisions load, and loads them when opened', async () => {
    renderScreen(<RegionCascader value={['安徽省', '合肥市']} aria-label="所在地区" />);
    const field = screen.getByRole('combobox', { name: '所在地区' });
    expect(field.closest('.ant-select')?.textContent).toContain('安徽省 / 合肥市');
    expect(document.querySelector('.ant-cascader-menu')).toBeNull();
    fireEvent.mouseDown(field);
    await waitFor(() => expect(screen.getAllByTitle('北京市').length).toBeGreaterThan(0), { timeout: 10_000 });
  });
});
