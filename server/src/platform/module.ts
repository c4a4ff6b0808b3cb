import type { ActionType, AuditLabels, BuiltinRole, BuiltPage, MenuIconName, SectionKey } from '@app/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from './db.js';
import type { HookHandlers, Hooks } from './hooks.js';
import type { MessageCatalogue } from './messages.js';
import { type SendPushes, withPushes } from './pushes.js';

/** The menu groups every owner starts with, named by a key that survives the owner renaming them. */
export type StartingGroupKey = 'workspace' | 'admin' | 'config';
/**
 * The sections of SPEC §2 that open a group of their own in an ordinary owner's menu when a module
 * first puts a page there (titled as the section, before the administration group).
 */
export type SectionGroupKey = Exclude<SectionKey, 'default' | 'control' | 'config' | 'other'>;
export type MenuGroupKey = StartingGroupKey | SectionGroupKey;

/**
 * A page a module puts in every owner's menu: in the group of `groupKey`, after `after` or at its end.
 * Only a page with a screen (BUILT_PAGES) may be an entry. The owner's administrator gets every action
 * on it; `grants` gives the other built-in roles theirs (an inspector's reports, a client's projects).
 */
export interface MenuEntry {
  groupKey: MenuGroupKey;
  pageKey: BuiltPage;
  icon: MenuIconName;
  /** The page key of the item to follow; the end of the group when left out or not found. */
  after?: string;
  grants?: Partial<Record<Exclude<BuiltinRole, 'admin'>, readonly ActionType[]>>;
  /**
   * A page opened from another screen (a list of one group, a detail), never from the menu: it is
   * offered and granted like a menu page, but no menu item is made for it, and it may take parameters.
   */
  hidden?: true;
}

/** Work the server repeats while it runs, e.g. sweeping what has expired. */
export interface ModuleJob<Deps> {
  /** Named in the log when a run fails. */
  name: string;
  everyMs: number;
  run(deps: Deps): Promise<void>;
}

/**
 * What a module brings to the server, declared in its `index.ts` and listed once in
 * `modules/index.ts`. `Deps` is what the module needs from the process; the list's type is the sum
 * of them all, so the compiler checks that the server provides every module's needs.
 */
export interface ServerModule<Deps = unknown> {
  name: string;
  /**
   * The entities this module records in the audit log, with their names and their fields' in both
   * languages (`contract/src/audit-labels/<module>.ts`); the audit screen reads the same labels.
   */
  auditLabels?: AuditLabels;
  routes: (app: FastifyInstance, deps: Deps) => void;
  jobs?: ModuleJob<Deps>[];
  /** Runs once before the server listens, e.g. to settle work a previous process left half done. */
  onStart?: (deps: Deps) => Promise<void>;
  /** Pages this module adds to every owner's menu (new owners get them from the menu template). */
  menu?: MenuEntry[];
  /**
   * The module's handlers of the engines' hooks (platform/hooks.ts): what it does when a form is
   * submitted, a review approved, a task opened… The engine fires them without importing the module.
   */
  hooks?: HookHandlers;
  /** The module's texts (`<x>.messages.ts`), registered with the platform's by the app. */
  messages?: MessageCatalogue;
  /**
   * The module's demo data for one ordinary demo owner (db/seed/demo.ts), so every role's screens
   * show something real in a trial; run once, in the demo seed's transaction, after the accounts.
   * `hooks` are the app's, for demo data made through an engine (a review started on a demo report).
   */
  demo?: (db: Db, owner: DemoOwner, hooks: Hooks) => Promise<void>;
  /**
   * What a new owner starts with from this module (the configuration owner's platform defaults, an
   * ordinary owner's copy of them), run in the transaction that makes the owner, after its menus.
   */
  seedOwner?: (db: Db, owner: NewOwner) => Promise<void>;
}

export interface NewOwner {
  id: number;
  isConfig: boolean;
}

/** What every module gives a new owner: its menu entries and its starting data (modules/index.ts). */
export interface OwnerTemplate {
  menuEntries: readonly MenuEntry[];
  seeders: readonly ((db: Db, owner: NewOwner) => Promise<void>)[];
}

/** A demo owner as the demo seed hands it to a module: its id and key (`hdny`, `xnsd`). */
export interface DemoOwner {
  id: number;
  key: string;
}

export interface RunningJobs {
  stop(): void;
}

/**
 * Starts every module's jobs on their intervals. A failed run is logged and the next one comes on
 * time; the timers do not keep the process alive and `stop` clears them all (at shutdown).
 */
export function startJobs<Deps>(
  modules: readonly ServerModule<Deps>[],
  deps: Deps,
  log: FastifyBaseLogger,
  every: (job: ModuleJob<Deps>) => number = (job) => job.everyMs,
  send: SendPushes = () => undefined,
): RunningJobs {
  const timers = modules
    .flatMap((module) => module.jobs ?? [])
    .map((job) => {
      const timer = setInterval(
        // What a run changed for people (a reminder's notice) is pushed once the run has ended.
        () => withPushes(send, () => job.run(deps)).catch((err) => log.warn({ err, job: job.name }, 'job failed')),
        every(job),
      );
      timer.unref();
      return timer;
    });
  return {
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
