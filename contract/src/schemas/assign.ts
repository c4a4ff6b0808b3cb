import { NoData, ownerCalls } from '../call.js';
import { AssignBody, AssignQuery, AssignView } from './role.js';

const call = ownerCalls('assign');

/** A member's role in the current owner (page key control-assign; the user table's "assign" action). */
export const AssignCalls = {
  view: call('GET', '/assign/view', { query: AssignQuery, response: AssignView }),
  save: call('POST', '/assign/save', { query: AssignQuery, body: AssignBody, response: NoData }),
};
