import type { ConfigOwnerChoice, ConfigUserView, MembershipEntry } from '@app/contract';

/** A row of the memberships table while it is edited; a new row has no owner or role yet. */
export interface MembershipRow {
  key: string;
  owner_key: string | null;
  role: string | null;
  enabled: boolean;
}

let serial = 0;
const nextKey = () => `new-${++serial}`;

export const rowsOf = (view: ConfigUserView): MembershipRow[] =>
  view.memberships.map((m) => ({ key: m.owner_key, owner_key: m.owner_key, role: m.role, enabled: m.enabled }));

export const addRow = (rows: MembershipRow[]): MembershipRow[] => [
  ...rows,
  { key: nextKey(), owner_key: null, role: null, enabled: true },
];

/** Owners a row may pick: those no other row holds yet. */
export const ownersFor = (owners: ConfigOwnerChoice[], rows: MembershipRow[], row: MembershipRow) =>
  owners.filter((owner) => owner.key === row.owner_key || !rows.some((r) => r.owner_key === owner.key));

/** Another owner has other roles: the chosen role stays only when the new owner has it too. */
export function changeOwner(owners: ConfigOwnerChoice[], row: MembershipRow, ownerKey: string): MembershipRow {
  const roles = owners.find((owner) => owner.key === ownerKey)?.roles ?? [];
  return { ...row, owner_key: ownerKey, role: roles.some((role) => role.name === row.role) ? row.role : null };
}

/** The rows as the call's body, or the keys of the rows still missing an owner or a role. */
export function toEntries(rows: MembershipRow[]): { entries: MembershipEntry[] } | { incomplete: string[] } {
  const incomplete = rows.filter((row) => !row.owner_key || !row.role).map((row) => row.key);
  if (incomplete.length > 0) return { incomplete };
  return {
    entries: rows.map((row) => ({
      owner_key: row.owner_key as string,
      role: row.role as string,
      enabled: row.enabled,
    })),
  };
}

/** The server's field errors (`memberships.<i>.<field>`) by row key, for messages under the cells. */
export function errorsByRow(rows: MembershipRow[], errdata: Record<string, string[]>): Map<string, string[]> {
  const byRow = new Map<string, string[]>();
  for (const [field, messages] of Object.entries(errdata)) {
    const index = /^memberships\.(\d+)\./.exec(field)?.[1];
    const row = index === undefined ? undefined : rows[Number(index)];
    if (row) byRow.set(row.key, [...(byRow.get(row.key) ?? []), ...messages]);
  }
  return byRow;
}
