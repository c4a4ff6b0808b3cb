import { defineAuditLabels } from './define.js';

/** How the audit log names what the project module audits. */
export const projectAuditLabels = defineAuditLabels({
  project_groups: {
    title: { zh: '项目组', en: 'Project groups' },
    fields: {
      name: { zh: '项目组名称', en: 'Group name' },
    },
  },
  projects: {
    title: { zh: '工程项目', en: 'Projects' },
    fields: {
      group_id: { zh: '项目组', en: 'Project group' },
      number: { zh: '项目编号', en: 'Project number' },
      project_type: { zh: '项目类型', en: 'Project type' },
      stage: { zh: '建设阶段', en: 'Construction stage' },
      invest_type: { zh: '投资类型', en: 'Investment type' },
      level: { zh: '项目等级', en: 'Project level' },
      inspection_status: { zh: '检验状态', en: 'Inspection status' },
      inspection_type: { zh: '检验类型', en: 'Inspection type' },
      green_cert: { zh: '绿色建筑认证', en: 'Green building certification' },
      district: { zh: '区/县', en: 'District' },
      location: { zh: '项目地点', en: 'Location' },
      longitude: { zh: '经度', en: 'Longitude' },
      latitude: { zh: '纬度', en: 'Latitude' },
      total_invest: { zh: '总投资（万元）', en: 'Total investment (10k CNY)' },
      construction_area: { zh: '建筑面积', en: 'Construction area' },
      construction_length: { zh: '建设长度', en: 'Construction length' },
      team: { zh: '项目团队', en: 'Project team' },
      supervisor_id: { zh: '总监理工程师', en: 'Chief supervising engineer' },
      project_supervisor_id: { zh: '专业监理工程师', en: 'Supervising engineer' },
      construction_unit_id: { zh: '施工单位', en: 'Construction contractor' },
      contract_start: { zh: '合同开工日期', en: 'Contract start' },
      contract_end: { zh: '合同竣工日期', en: 'Contract completion' },
      actual_start: { zh: '实际开工日期', en: 'Actual start' },
      actual_end: { zh: '实际竣工日期', en: 'Actual completion' },
      progress: { zh: '当前进度', en: 'Progress' },
      renderings: { zh: '效果图（张）', en: 'Renderings (count)' },
      progress_images: { zh: '进度照片（张）', en: 'Progress photos (count)' },
      managers: { zh: '项目经理', en: 'Project managers' },
      inspectors: { zh: '检验员', en: 'Inspectors' },
      name: { zh: '项目名称', en: 'Project name' },
      note: { zh: '备注', en: 'Note' },
    },
  },
  project_members: {
    title: { zh: '项目人员', en: 'Project people' },
    fields: {
      person: { zh: '人员', en: 'Person' },
      role: { zh: '项目角色', en: 'Project role' },
      projects: { zh: '参与项目', en: 'Projects' },
    },
  },
  project_documents: {
    title: { zh: '项目资料', en: 'Project documents' },
    fields: {
      project_id: { zh: '项目', en: 'Project' },
      name: { zh: '文件名', en: 'File name' },
    },
  },
});
