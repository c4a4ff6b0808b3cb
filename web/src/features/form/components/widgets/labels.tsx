import type { EquipmentOption } from '@app/contract';
import { useDictValues } from '../../../../components/data-table/dict-values';
import { Plain } from './common';
import { useEquipmentById, useMemberOptions } from './pickers-api';

/*
 * The stored ids and keys of the picker kinds as read, without @rjsf: the widgets draw these when
 * read-only and the read-only view (FormView) draws them too.
 */

/** "泵体 · E-001 · 批次 B1". */
export const equipmentLabel = (option: EquipmentOption) =>
  [option.name, option.e_number, option.batch].filter((part) => part !== '').join(' · ');

const NONE_SEEN = new Map<number, EquipmentOption>();

/**
 * The label of a stored equipment id: from the options already seen (the one picked), else asked
 * for by id; its number while that answer comes or when the caller may not read the piece.
 */
export function useEquipmentLabel(value: unknown, seen: Map<number, EquipmentOption> = NONE_SEEN) {
  const stored = typeof value === 'number' ? value : undefined;
  const known = stored === undefined ? undefined : seen.get(stored);
  const { data } = useEquipmentById(known ? undefined : stored);
  if (stored === undefined) return undefined;
  const option = known ?? data ?? undefined;
  return option ? equipmentLabel(option) : `#${stored}`;
}

/** A piece of equipment by its stored id: name · number · batch. */
export function EquipmentLabel({ value }: { value: unknown }) {
  return <Plain>{useEquipmentLabel(value)}</Plain>;
}

/** The name of a member by its stored id: "…" while the members load, its number when not found. */
export function useMemberLabel(value: unknown) {
  const { data, isLoading } = useMemberOptions();
  if (typeof value !== 'number') return undefined;
  return data?.find((item) => item.id === value)?.name ?? (isLoading ? '…' : `#${value}`);
}

/** A member by its stored id: the name. */
export function MemberLabel({ value }: { value: unknown }) {
  return <Plain>{useMemberLabel(value)}</Plain>;
}

/** The label of a stored dictionary key: the item's value; the key itself when the dictionary no longer has it. */
export function useDictLabel(code: string, value: unknown) {
  const { data } = useDictValues(code);
  if (typeof value !== 'string' || value === '') return undefined;
  return data?.find((item) => item.key === value)?.value ?? value;
}

/** An item of a data dictionary by its stored key. */
export function DictLabel({ code, value }: { code: string; value: unknown }) {
  return <Plain>{useDictLabel(code, value)}</Plain>;
}
