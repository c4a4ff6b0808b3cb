import { defineAuditLabels } from './define.js';

/** How the audit log names what the organization module audits. */
export const organizationAuditLabels = defineAuditLabels({
  organizations: {
    title: { zh: '组织', en: 'Organisation' },
    fields: {
      short_name: { zh: '简称', en: 'Short name' },
      principal: { zh: '负责人', en: 'Principal' },
      contact_phone: { zh: '联系电话', en: 'Contact phone' },
      inside: { zh: '项目内外', en: 'Inside the project' },
      nature: { zh: '公司性质', en: 'Company type' },
      qualification: { zh: '公司资质', en: 'Qualification' },
      parent_id: { zh: '上级组织', en: 'Parent organisation' },
    },
  },
  departments: {
    title: { zh: '部门', en: 'Department' },
    fields: {},
  },
  staff: {
    title: { zh: '人员', en: 'Staff member' },
    fields: {
      name: { zh: '姓名', en: 'Name' },
      job: { zh: '职务', en: 'Job' },
      telephone: { zh: '电话', en: 'Telephone' },
      resume: { zh: '简历', en: 'Résumé' },
      major: { zh: '专业', en: 'Speciality' },
    },
  },
});
