import { PUSH } from '@app/contract';
import { pushToOwner } from '../../platform/pushes.js';
import type { OwnerCtx } from '../../platform/session.js';

/**
 * Everyone working in the owner reads the menu again once the change to it has committed (a failed
 * change sends nothing, pushes.ts).
 */
export const menuChanged = (ctx: OwnerCtx) => pushToOwner(PUSH.access, ctx.owner.id);
