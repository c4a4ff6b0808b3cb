import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of equipment, its inspectors, its inspection points and its workbooks. */
const zh = {
  'equipment.numberTaken': '该项目中已有设备使用此编号',
  'equipment.projectUnknown': '须为本单位您有权修改的项目',
  'equipment.deviceUnknown': '须为本单位装置目录中的装置',
  'equipment.factoryUnknown': '须为本单位组织机构中的单位',
  'equipment.unitUnknown': '须为本单位的检验单位',
  'equipment.kindHasPoints': '该设备已编制检验点，不能更换装置；请先清空检验点',
  'equipment.inUse': '该设备已有报告等记录引用，不能删除',
  'equipment.notProjectInspector': '只能选择该项目的检验员',
  'equipment.stepUnknown': '须为该设备所属装置的工序',
  'equipment.categoryUnknown': '须为本单位的检验类别',
  'equipment.pointTwice': '同一工序的同一检验类别只能设置一次',
  'equipment.tooManyPoints': '检验点过多',
  'equipment.saved': '已保存',
  'equipment.deleted': '已删除',
  'equipment.imported': '已导入 {count} 台设备',
  'equipment.importInvalid': '导入失败：发现 {count} 处错误，未导入任何数据',
  'equipment.importNotWorkbook': '请上传有效的 Excel 工作簿（.xlsx）',
  'equipment.importEmpty': '文件中没有数据行',
  'equipment.importTooMany': '一次最多导入 1000 行',
  'equipment.importMissingColumn': '文件缺少此列',
  'equipment.importDuplicate': '与文件中的其他行重复',
  'equipment.importAmbiguous': '有多个同名项，请先在系统中区分名称',
  'equipment.importProjectUnknown': '找不到此编号的项目，或您无权修改该项目',
  'equipment.importDeviceUnknown': '找不到此装置',
  'equipment.importFactoryUnknown': '找不到此制造厂（须为组织机构中的单位）',
  'equipment.importUnitUnknown': '找不到此检验单位',
  'equipment.importStatusUnknown': '状态须为模板说明中列出的一种',
};

const en: Record<keyof typeof zh, string> = {
  'equipment.numberTaken': 'Another piece of equipment of this project already has this number',
  'equipment.projectUnknown': 'Must be a project of this owner that you may change',
  'equipment.deviceUnknown': "Must be a device kind of this owner's catalogue",
  'equipment.factoryUnknown': "Must be an organisation of this owner's organisation chart",
  'equipment.unitUnknown': 'Must be an inspection unit of this owner',
  'equipment.kindHasPoints': 'Its inspection points name the steps of its kind; clear them before changing the kind',
  'equipment.inUse': 'Reports or other records refer to this equipment, so it cannot be deleted',
  'equipment.notProjectInspector': "Only the project's inspectors can be chosen",
  'equipment.stepUnknown': "Must be a process step of the equipment's device kind",
  'equipment.categoryUnknown': 'Must be an inspection category of this owner',
  'equipment.pointTwice': 'A category can be set once per step',
  'equipment.tooManyPoints': 'Too many inspection points',
  'equipment.saved': 'Saved',
  'equipment.deleted': 'Deleted',
  'equipment.imported': '{count} pieces of equipment imported',
  'equipment.importInvalid': 'Import failed: {count} problems found, nothing was imported',
  'equipment.importNotWorkbook': 'Upload a valid Excel workbook (.xlsx)',
  'equipment.importEmpty': 'The file has no data rows',
  'equipment.importTooMany': 'At most 1000 rows can be imported at once',
  'equipment.importMissingColumn': 'This column is missing from the file',
  'equipment.importDuplicate': 'Repeats another row of the file',
  'equipment.importAmbiguous': 'Several entries share this name; make their names distinct first',
  'equipment.importProjectUnknown': 'No project has this number, or you may not change it',
  'equipment.importDeviceUnknown': 'No such device kind',
  'equipment.importFactoryUnknown': 'No such factory (an organisation of the organisation chart)',
  'equipment.importUnitUnknown': 'No such inspection unit',
  'equipment.importStatusUnknown': 'The status must be one of those listed in the instructions',
};

export const equipmentMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
