import type { WebFeature } from '../../app/feature';

/** Production information of equipment (设备管理 › 生产信息) and the timeline of one piece of equipment. */
export const productionFeature = {
  screens: {
    'equipment-produce-info': () => import('./routes/ProductionListPage'),
    'project-view-product-info': () => import('./routes/ProductionTimelinePage'),
  },
} satisfies WebFeature;
