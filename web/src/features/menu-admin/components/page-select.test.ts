import { isBuiltPage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { menuPages } from './PageSelect';

const keys = (isConfig: boolean, kept?: string) => menuPages(isConfig, kept).map((route) => route.name);

describe('the pages a menu entry may link', () => {
  it('are the built pages of the layout that need no parameters, as the server allows', () => {
    expect(keys(false)).toContain('control-online');
    expect(keys(false)).not.toContain('orders');
    expect(keys(false)).not.toContain('control-role-setup');
    expect(keys(false)).not.toContain('config-home');
    expect(keys(false).every(isBuiltPage)).toBe(true);
    expect(keys(true)).toContain('config-home');
    expect(keys(true)).toContain('config-subject');
    expect(keys(true)).not.toContain('config-owner-setting');
  });

  it('keep the page an older entry links, though it has no screen', () => {
    expect(keys(false, 'orders')).toContain('orders');
    expect(keys(false, 'orders')).not.toContain('vlog-supervision');
  });
});
