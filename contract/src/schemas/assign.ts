import { defineCall, NoData } from '../call.js';
import { AssignBody, AssignQuery, AssignView } from './role.js';

const tag = 'assign';
const auth = 'owner';

/** A member's role in the current owner (page key control-assign; the user table's "assign" action). */
export const AssignCalls = {
  view: defineCall({ method: 'GET', path: '/assign/view', tag, auth, query: AssignQuery, response: AssignView }),
  save: defineCall({
    method: 'POST',
    path: '/assign/save',
    tag,
    auth,
    query: AssignQuery,
    body: AssignBody,
    response: NoData,
  }),
};
