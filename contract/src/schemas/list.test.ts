import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import { defineList, FILTER_KINDS, type ListSpec } from './list.js';

/** Every list of the contract, by its name: each is exported as `<NAME>_LIST = defineList(…)`. */
const specs = Object.entries(contract).flatMap(([name, value]): [string, ListSpec][] =>
  name.endsWith('_LIST') ? [[name, value as ListSpec]] : [],
);
/** What ListQuery lets `sort` name, and so any field of a list. */
const FIELD = /^[a-z_]{1,40}$/;

describe('list specs', () => {
  // The platform's lists must be among those found, so the checks below cannot pass on none; a
  // module's new list is found by its name without being added here.
  it("are found, the platform's among them", () => {
    expect(specs.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'AUDIT_LIST',
        'BACKLOG_LIST',
        'CONFIG_USER_LIST',
        'DICT_ITEM_LIST',
        'DICT_TYPE_LIST',
        'LIBRARY_LIST',
        'LOGIN_LOG_LIST',
        'ONLINE_LIST',
        'OWNER_LIST',
        'ROLE_LIST',
        'STAFF_LIST',
        'USER_TABLE_LIST',
      ]),
    );
  });

  it.each(specs)(
    '%s names fields a query can carry, sorts by default by one of them, and filters by known kinds',
    (_, spec) => {
      for (const field of [...spec.sort, ...Object.keys(spec.filters)]) expect(field).toMatch(FIELD);
      expect(spec.sort).toContain(spec.defaultSort.replace(/^-/, ''));
      for (const kind of Object.values(spec.filters)) expect(FILTER_KINDS).toContain(kind);
    },
  );

  it('refuses at compile time a default sort that is not a sort field', () => {
    const spec = defineList({
      sort: ['name'],
      // @ts-expect-error `created_at` is not in `sort`
      defaultSort: '-created_at',
      filters: { name: 'text' },
    });
    expect(spec.sort).toEqual(['name']);
  });
});
