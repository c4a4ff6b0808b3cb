import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './navigation';

describe('safeReturnPath', () => {
  it('follows same-site paths only', () => {
    expect(safeReturnPath('/control/role')).toBe('/control/role');
    expect(safeReturnPath('/home?tab=1')).toBe('/home?tab=1');
  });

  it('refuses other sites and odd forms', () => {
    for (const bad of [null, '', 'control', '//evil.example', '/\\evil.example', 'https://evil.example/']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

describe('loginPath', () => {
  it('carries the page to return to, encoded', () => {
    expect(loginPath('/control/role')).toBe('/session/login?to=%2Fcontrol%2Frole');
  });

  it('carries nothing for the root or the login page itself', () => {
    expect(loginPath('/')).toBe('/session/login');
    expect(loginPath('/session/login?to=%2Fhome')).toBe('/session/login');
  });
});
