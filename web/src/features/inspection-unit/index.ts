import type { WebFeature } from '../../app/feature';

/** Inspection units and their inspectors (定制管理 › 检验单位). */
export const inspectionUnitFeature = {
  screens: {
    'custom-ins-unit': () => import('./routes/UnitPage'),
  },
} satisfies WebFeature;
