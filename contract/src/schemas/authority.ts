import { defineCall, NoData } from '../call.js';
import { z } from '../zod.js';
import { AuthorityKeyQuery, AuthoritySection, AuthoritySetupBody, AuthorityView } from './role.js';

const tag = 'authority';
const auth = 'owner';

/**
 * Permission items: the pages of the owner's layout, and which role may do what on each (page keys
 * control-authority and control-authority-setup).
 */
export const AuthorityCalls = {
  list: defineCall({ method: 'GET', path: '/authority/index', tag, auth, response: z.array(AuthoritySection) }),
  view: defineCall({
    method: 'GET',
    path: '/authority/view',
    tag,
    auth,
    query: AuthorityKeyQuery,
    response: AuthorityView,
  }),
  setup: defineCall({
    method: 'POST',
    path: '/authority/setup',
    tag,
    auth,
    query: AuthorityKeyQuery,
    body: AuthoritySetupBody,
    response: NoData,
  }),
};
