import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import type { OwnerCtx } from '../../platform/session.js';

/**
 * The form module's hooks. The events run in the transaction of the action that fired them, so a
 * throw undoes the action; a grant is asked when the form pages' rights do not let the caller read.
 */
declare module '../../platform/hooks.js' {
  interface EngineHooks {
    /** A form was submitted: numbered, flagged and recorded as submitted by `ctx`'s user. */
    formSubmitted: (tx: Db, ctx: OwnerCtx, formId: number, hooks: Hooks) => Promise<void>;
    /** The caller's draft is about to be deleted: a throw keeps it (e.g. a draft that is part of a review). */
    draftDeleting: (tx: Db, formId: number, hooks: Hooks) => Promise<void>;
    /** Whether the caller may read the form without the form pages' right; any handler's true grants it. */
    formReadGrant: (ctx: OwnerCtx, formId: number, hooks: Hooks) => Promise<boolean>;
  }
}
