import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';

/** A review task that opened: what the to-do list shows of it and where it leads. */
export interface OpenedTask {
  ownerId: number;
  taskId: number;
  assigneeId: number;
  /** The approver node's name: the step the form waits in. */
  step: string;
  templateId: number;
  family: string;
  projectName: string;
  submitterName: string;
  submittedAt: Date;
  /** The app path of the form under review. */
  link: string;
  /** Who acted to open it; null for the system (a timer). */
  openedBy: number | null;
}

/**
 * The workflow's hooks, each run in the transaction of the action that fired it: a throw undoes the
 * action (a release report refused at approval keeps the review where it was). equipmentKind is a
 * question, asked when a condition needs the answer.
 */
declare module '../../platform/hooks.js' {
  interface EngineHooks {
    /** A form counts: its review ended approved, or it was submitted where no review applies. */
    formApproved: (tx: Db, ownerId: number, formId: number, hooks: Hooks) => Promise<void>;
    /** A review task opened (its assignee is told by the workflow itself). */
    taskOpened: (tx: Db, task: OpenedTask, hooks: Hooks) => Promise<void>;
    /**
     * The device kind of the equipment a form names, which a review condition may test; the first
     * handler answers (the equipment module), none when nobody registered.
     */
    equipmentKind: (tx: Db, ownerId: number, equipmentId: number, hooks: Hooks) => Promise<number | null>;
    /**
     * Who else wrote a form besides its submitter and creator (a report's named writer): the
     * four-eyes rule keeps them all off its review.
     */
    formAuthors: (tx: Db, ownerId: number, formId: number, hooks: Hooks) => Promise<number[]>;
    /** Review tasks closed, whatever the reason (approved, cancelled, moved on, timed out). */
    tasksClosed: (tx: Db, taskIds: readonly number[], at: Date, hooks: Hooks) => Promise<void>;
  }
}
