/**
 * The equipment module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export { type ItpPoint, itpOf, markPointDone } from './equipment-itp.js';
export {
  inspectorRefs,
  lockScopedPoints,
  pointsOfOwner,
  scopedEquipmentRefs,
  scopedPointRefs,
  setDemoPlan,
  setPlannedDates,
  setPointNotice,
} from './equipment-point-refs.js';
export { equipmentOfOwner, equipmentRefs, isProjectEquipment, visibleEquipmentRefs } from './equipment-query.js';
export {
  changeableEquipment,
  lockEquipment,
  mayRecordProduction,
  producibleEquipment,
  visibleEquipment,
} from './equipment-scope.js';
