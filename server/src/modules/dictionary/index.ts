import type { ServerModule } from '../../platform/module.js';
import { dictionaryRoutes } from './dictionary.routes.js';

export const dictionaryModule: ServerModule = {
  name: 'dictionary',
  routes: dictionaryRoutes,
};
