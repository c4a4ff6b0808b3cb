import { UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';

describe('the contract in the web app', () => {
  it('keeps its call definitions: method and path', () => {
    expect(UserCalls.login).toMatchObject({ method: 'POST', path: '/user/login', tag: 'user' });
  });

  it('builds its schemas with the inert z, which refuses to parse', () => {
    const body = UserCalls.login.body;
    expect(() => body?.parse({})).toThrow('the server validates');
    expect(() => body?.safeParse({})).toThrow('the server validates');
  });
});
