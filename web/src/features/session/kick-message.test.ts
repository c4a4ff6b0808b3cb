import { KICK_REASONS } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { kickMessage } from './kick-message';

afterEach(() => i18n.changeLanguage('zh-CN'));

describe('the kick message', () => {
  it('says SPEC §7 for a sign-in elsewhere, under the title 提醒', () => {
    expect(kickMessage('elsewhere')).toEqual({ title: '提醒', text: '您的账户已在其他地方登陆，请重新登陆' });
  });

  it('gives each reason its own words, in Chinese', () => {
    expect(Object.fromEntries(KICK_REASONS.map((reason) => [reason, kickMessage(reason).text]))).toEqual({
      elsewhere: '您的账户已在其他地方登陆，请重新登陆',
      ended: '您已被管理员强制下线，或已在其他窗口退出登录，请重新登录',
      disabled: '您的账户已被停用，如有疑问请联系管理员',
      password: '您的密码已修改或被重置，请使用新密码重新登录',
      idle: '您已超过 15 分钟未操作，请重新登录',
      expired: '您的登录已超过最长有效时间，请重新登录',
    });
  });

  it('and in English', async () => {
    await i18n.changeLanguage('en');
    expect(kickMessage('elsewhere')).toEqual({
      title: 'Notice',
      text: 'Your account has signed in somewhere else. Please sign in again.',
    });
    const texts = KICK_REASONS.map((reason) => kickMessage(reason).text);
    expect(new Set(texts).size).toBe(KICK_REASONS.length);
    for (const text of texts) expect(text).toMatch(/^[A-Z][^{}]+\.$/);
    expect(kickMessage('idle').text).toBe(
      'You were signed out after 15 minutes without activity. Please sign in again.',
    );
  });
});
