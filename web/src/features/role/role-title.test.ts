import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { roleTitle } from './role-title';

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('roleTitle', () => {
  it('translates built-in roles and shows custom roles as their creator wrote them', async () => {
    expect(roleTitle({ name: 'staff', title: '检验员', builtin: true })).toBe('检验员');
    await i18n.changeLanguage('en');
    expect(roleTitle({ name: 'staff', title: '检验员', builtin: true })).toBe('Inspector');
    expect(roleTitle({ name: 'clerk', title: '文员', builtin: false })).toBe('文员');
    // A name without a translation falls back to the stored title, whatever the flag says.
    expect(roleTitle({ name: 'auditor', title: '审计员', builtin: true })).toBe('审计员');
  });
});
