import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, intInRange, requiredString, rowId, text } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Inspection units (检验单位, `/custom/insUnit`): the inspection organisations that send inspectors
 * to the factories, with the owner's inspectors (members with the staff role) who work for each.
 * An inspector works for one unit of an owner at a time.
 */
export const UNIT_NAME_MAX = 64;
export const UNIT_TEXT_MAX = 64;
export const UNIT_NOTE_MAX = 500;
export const UNIT_SORT_MAX = 99_999;
/** More people than any unit sends to one owner's projects; it bounds one save. */
export const UNIT_PEOPLE_MAX = 200;

export const UNIT_LIST = defineList({
  sort: ['sort', 'name', 'contact', 'updated_at'],
  defaultSort: 'sort',
  filters: { name: 'text', qualification: 'text', contact: 'text', phone: 'text' },
});

export const UnitBody = z.object({
  name: requiredString(UNIT_NAME_MAX),
  qualification: text(UNIT_TEXT_MAX).default(''),
  contact: text(UNIT_TEXT_MAX).default(''),
  phone: text(32).default(''),
  address: text(128).default(''),
  note: text(UNIT_NOTE_MAX).default(''),
  sort: intInRange(0, UNIT_SORT_MAX).default(0),
});
export type UnitBody = z.input<typeof UnitBody>;

export const InspectionUnit = z.object({
  id: z.number(),
  name: z.string(),
  qualification: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  note: z.string(),
  sort: z.number(),
  people_count: z.number(),
  updated_at: z.string(),
});
export type InspectionUnit = z.infer<typeof InspectionUnit>;

/** An inspector of the owner, with the unit they work for (null when none). */
export const UnitPerson = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  unit_id: z.number().nullable(),
  unit_name: z.string().nullable(),
});
export type UnitPerson = z.infer<typeof UnitPerson>;

/** The unit's whole list of inspectors, as the people dialog saves it. */
export const UnitPeopleBody = z.object({
  user_ids: z.array(rowId, { error: 'validation.invalidType' }).max(UNIT_PEOPLE_MAX, { error: 'validation.invalid' }),
});
export type UnitPeopleBody = z.input<typeof UnitPeopleBody>;

export const UnitOption = z.object({ id: z.number(), name: z.string() });
export type UnitOption = z.infer<typeof UnitOption>;

export const UnitIdQuery = z.object({ id: idParam });

const call = ownerCalls('inspection-unit');

export const UnitCalls = {
  list: call('GET', '/ins-unit/index', { query: ListQuery, response: listData(InspectionUnit) }),
  options: call('GET', '/ins-unit/options', { response: z.array(UnitOption) }),
  create: call('POST', '/ins-unit/create', { body: UnitBody, response: InspectionUnit }),
  update: call('POST', '/ins-unit/update', { query: UnitIdQuery, body: UnitBody, response: InspectionUnit }),
  delete: call('POST', '/ins-unit/delete', { query: UnitIdQuery, response: NoData }),
  /** Every inspector of the owner with their unit: the people dialog's choices. */
  people: call('GET', '/ins-unit/people', { response: z.array(UnitPerson) }),
  savePeople: call('POST', '/ins-unit/people/save', { query: UnitIdQuery, body: UnitPeopleBody, response: NoData }),
};
