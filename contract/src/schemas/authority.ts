import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { AuthorityKeyQuery, AuthoritySection, AuthoritySetupBody, AuthorityView } from './role.js';

const call = ownerCalls('authority');

/**
 * Permission items: the pages of the owner's layout, and which role may do what on each (page keys
 * control-authority and control-authority-setup).
 */
export const AuthorityCalls = {
  list: call('GET', '/authority/index', { response: z.array(AuthoritySection) }),
  view: call('GET', '/authority/view', { query: AuthorityKeyQuery, response: AuthorityView }),
  setup: call('POST', '/authority/setup', { query: AuthorityKeyQuery, body: AuthoritySetupBody, response: NoData }),
};
