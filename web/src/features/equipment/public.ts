/** The equipment feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { EquipmentPicker } from './components/EquipmentPicker';
export { loadProjectEquipmentTab } from './components/load-project-equipment-tab';
