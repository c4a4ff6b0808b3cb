import { MENU_TITLE_MAX } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { localizeMenuTitle, truncate } from './localize';

afterEach(() => i18n.changeLanguage('zh-CN'));

describe('truncate', () => {
  it('cuts menu titles at 18 characters, counting each Chinese character once', () => {
    const long = '设备检验完成情况汇总表与检验单位统计分析报告';
    const cut = truncate(long, MENU_TITLE_MAX);
    expect(Array.from(cut)).toHaveLength(MENU_TITLE_MAX + 1);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('首页', MENU_TITLE_MAX)).toBe('首页');
  });
});

describe('localizeMenuTitle', () => {
  it('shows a route title in the chosen language when it was not renamed', async () => {
    await i18n.changeLanguage('en');
    expect(localizeMenuTitle('首页', '/home')).toBe('Home');
    expect(localizeMenuTitle('工作台')).toBe('Workspace');
  });

  it("shows the owner's own title of the page where it set one for the language", async () => {
    const own = { home: { zh: '门户', en: '' } };
    expect(localizeMenuTitle('首页', '/home', own)).toBe('门户');
    await i18n.changeLanguage('en');
    expect(localizeMenuTitle('首页', '/home', own)).toBe('Home');
    expect(localizeMenuTitle('我的首页', '/home', own)).toBe('我的首页');
  });

  it('keeps a title an administrator changed, and Chinese in Chinese', async () => {
    await i18n.changeLanguage('en');
    expect(localizeMenuTitle('我的首页', '/home')).toBe('我的首页');
    await i18n.changeLanguage('zh-CN');
    expect(localizeMenuTitle('首页', '/home')).toBe('首页');
  });
});
