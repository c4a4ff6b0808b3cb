import type { ServerModule } from '../../platform/module.js';
import { mapRoutes } from './map.routes.js';
import type { MapDeps } from './map.settings.js';

/** The map tiles the web's maps use (web/src/components/map); no tables, no screens of its own. */
export const mapModule: ServerModule<MapDeps> = {
  name: 'map',
  routes: mapRoutes,
};
