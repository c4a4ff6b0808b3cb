import { describe, expect, it } from 'vitest';
import {
  CONFIG_OWNER_KEY,
  PAGE_SIZE_ALL,
  PAGE_SIZES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SESSION_IDLE_MS,
} from './constants.js';
import { Code } from './envelope.js';
import { ACTION_TYPES, ROLES } from './permissions.js';

describe('business constants of SPEC §8-§9', () => {
  it('offers the page sizes 15, 30, 50, 100, 1000 and All (-1)', () => {
    expect(PAGE_SIZES).toEqual([15, 30, 50, 100, 1000, -1]);
    expect(PAGE_SIZE_ALL).toBe(-1);
  });

  it('logs out after 15 minutes without activity', () => {
    expect(SESSION_IDLE_MS).toBe(15 * 60 * 1000);
  });

  it('names the seven action types in order and the four roles', () => {
    expect(ACTION_TYPES).toEqual(['update', 'index', 'assign', 'delete', 'create', 'import', 'export']);
    expect(ROLES).toEqual(['admin', 'wtf', 'manager', 'staff']);
  });

  it('numbers the envelope codes as the spec does', () => {
    expect(Code).toEqual({
      NotLoggedIn: -1,
      Warning: 0,
      Success: 1,
      FieldErrors: 2,
      NoPermission: 3,
      NotFound: 4,
      NoOwner: 5,
      Error: 6,
      IllegalOperation: 7,
    });
  });

  it('bounds passwords and names the configuration owner', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
    expect(CONFIG_OWNER_KEY).toBe('config');
  });
});
