import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../../../test/fake-api';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const item = { key: 'weld', title: '焊缝外观', kind: 'passFail' as const };

describe('PassFailWidget', { timeout: 20_000 }, () => {
  it('answers pass, fail or na; a failed check shows red', async () => {
    const { last } = renderForm([item]);
    expect(screen.getByText('焊缝外观')).toBeTruthy();
    fireEvent.click(screen.getByText('不合格'));
    expect(last()).toEqual({ weld: 'fail' });
    const fail = screen.getByText('不合格').closest('label') as HTMLElement;
    expect(fail.getAttribute('style')).toContain('background');
    fireEvent.click(screen.getByText('不适用'));
    expect(last()).toEqual({ weld: 'na' });
  });

  it('reads as a tag', () => {
    renderForm([item], { weld: 'fail' }, { readOnly: true });
    const tag = screen.getByText('不合格');
    expect(tag.className).toContain('ant-tag');
    expect(tag.className).toContain('error');
    expect(screen.queryByText('合格')).toBeNull();
  });
});
