import type { WebFeature } from '../../app/feature';

/**
 * Equipment of the projects and its inspection points (定制管理 › 设备定制; 单位管理 › 设备管理, 设备检验点).
 * Offered to others on its public face (`public.ts`): a project's equipment tab, for its detail page,
 * and the equipment picker of a report.
 */
export const equipmentFeature = {
  screens: {
    'custom-equipment': () => import('./routes/CustomEquipmentPage'),
    'unitmanager-equipment': () => import('./routes/EquipmentPage'),
    'unitmanager-equipment-point': () => import('./routes/EquipmentPointPage'),
  },
} satisfies WebFeature;
