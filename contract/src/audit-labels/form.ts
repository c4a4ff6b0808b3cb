import { defineAuditLabels } from './define.js';

/** How the audit log names what the form module audits. */
export const formAuditLabels = defineAuditLabels({
  form_templates: {
    title: { zh: '表单模板', en: 'Form template' },
    fields: {
      name: { zh: '模板名称', en: 'Template name' },
      family: { zh: '报告类别', en: 'Report family' },
      items: { zh: '题目数', en: 'Items' },
      latest_version: { zh: '最新版本', en: 'Latest version' },
    },
  },
  form_template_versions: {
    title: { zh: '模板版本', en: 'Template version' },
    fields: {
      template_id: { zh: '表单模板', en: 'Form template' },
      version: { zh: '版本号', en: 'Version' },
    },
  },
  form_number_rules: {
    title: { zh: '报告编号规则', en: 'Report numbering rule' },
    fields: {
      family: { zh: '报告类别', en: 'Report family' },
      type_code: { zh: '类型代码', en: 'Type code' },
      pattern: { zh: '编号格式', en: 'Number pattern' },
    },
  },
  report_base_fields: {
    title: { zh: '报告基础字段', en: 'Report base fields' },
    fields: {
      number: { zh: '报告编号', en: 'Report number' },
      project: { zh: '所属项目', en: 'Project' },
      report_type: { zh: '报告类型', en: 'Report type' },
      report_date: { zh: '报告日期', en: 'Report date' },
      writer: { zh: '编写人', en: 'Written by' },
      conclusion: { zh: '检验结论', en: 'Conclusion' },
      equipment: { zh: '设备名称', en: 'Equipment name' },
      batch: { zh: '批次', en: 'Batch' },
      e_number: { zh: '设备编号', en: 'Equipment number' },
      ins_unit: { zh: '检验单位', en: 'Inspection unit' },
      remark: { zh: '备注', en: 'Remark' },
      label: { zh: '显示名称', en: 'Label' },
      visible: { zh: '显示', en: 'Shown' },
      required: { zh: '必填', en: 'Required' },
    },
  },
  form_instances: {
    title: { zh: '表单', en: 'Filled form' },
    fields: {
      template_id: { zh: '表单模板', en: 'Form template' },
      version_id: { zh: '模板版本', en: 'Template version' },
      project_id: { zh: '所属项目', en: 'Project' },
      status: { zh: '状态', en: 'Status' },
      number: { zh: '编号', en: 'Number' },
      flags: { zh: '需关注的答案数', en: 'Flagged answers' },
    },
  },
  form_review_reads: {
    title: { zh: '审阅人查阅', en: 'Read by a reviewer' },
    fields: {
      form_instance_id: { zh: '表单', en: 'Form' },
      reader_id: { zh: '查阅人', en: 'Reader' },
    },
  },
});
