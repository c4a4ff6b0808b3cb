import { dictionaryAuditLabels } from '@app/contract';
import type { ServerModule } from '../../platform/module.js';
import { dictionaryMessages } from './dictionary.messages.js';
import { dictionaryRoutes } from './dictionary.routes.js';

export const dictionaryModule: ServerModule = {
  name: 'dictionary',
  auditLabels: dictionaryAuditLabels,
  messages: dictionaryMessages,
  routes: dictionaryRoutes,
};
