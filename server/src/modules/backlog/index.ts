import type { ServerModule } from '../../platform/module.js';
import { backlogRoutes } from './backlog.routes.js';
import { addTodoItem, closeTodoItemsOfTasks } from './backlog.service.js';

/**
 * The to-do list (待办): the example module of modules/README.md. Its rows are the workflow's open
 * review tasks: queued when one opens (taskOpened), done when it closes (tasksClosed).
 */
export const backlogModule: ServerModule = {
  name: 'backlog',
  routes: backlogRoutes,
  hooks: {
    taskOpened: async (tx, task) =>
      void (await addTodoItem(tx, {
        ownerId: task.ownerId,
        reportTempId: task.templateId,
        reportType: task.family,
        projectName: task.projectName,
        submitBy: task.submitterName,
        submitAt: task.submittedAt,
        step: task.step,
        assignee: { userId: task.assigneeId },
        link: task.link,
        taskId: task.taskId,
        createdBy: task.openedBy,
      })),
    tasksClosed: closeTodoItemsOfTasks,
  },
};
