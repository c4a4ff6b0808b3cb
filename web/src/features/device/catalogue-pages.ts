import type { PageKey } from '@app/contract';
import { isConfigOwner, useSessionStore } from '../../stores/session';

interface CataloguePages {
  /** Whether this is the platform's catalogue (the configuration owner's), which owners copy from. */
  platform: boolean;
  devices: PageKey;
  devicesPath: string;
  routes: PageKey;
  routesPath: string;
}

const PLATFORM: CataloguePages = {
  platform: true,
  devices: 'config-subject',
  devicesPath: '/config/subject/index',
  routes: 'config-produce-info',
  routesPath: '/config/project/produce-info',
};
const OWN: CataloguePages = {
  platform: false,
  devices: 'custom-device',
  devicesPath: '/custom/device',
  routes: 'process-control',
  routesPath: '/process/control',
};

/**
 * The pages of the device catalogue in the current owner: the configuration owner keeps the
 * platform's on 专业设置 and 生产信息配置, every other owner its own on 装置管理 and 流程控制.
 */
export const useCataloguePages = (): CataloguePages => (useSessionStore(isConfigOwner) ? PLATFORM : OWN);
