import { GENDERS, USER_IMPORT_MAX_ROWS } from '@app/contract';
import { importTemplateBook } from '../../platform/excel-import-template.js';
import type { Lang } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { ownerChoices } from './user-placement.js';
import { type Bilingual, GENDER_LABELS, IMPORT_COLUMNS, type ImportColumn, pick, roleTitle } from './user-sheet.js';
import { USER_TABLE_PAGE } from './user-table.service.js';

const NOTES: Record<ImportColumn, Bilingual> = {
  username: {
    zh: '必填;字母、数字和 _ . @ -,平台内唯一',
    en: 'Required; letters, digits and _ . @ -, unique on the platform',
  },
  name: { zh: '必填', en: 'Required' },
  gender: { zh: '男、女或未知,可留空', en: 'Male, Female or Unknown; may be blank' },
  role: { zh: '必填;填写下方列出的角色', en: 'Required; one of the roles listed below' },
  organization: { zh: '可留空;填写下方列出的组织简称', en: 'May be blank; a short name listed below' },
  department: { zh: '可留空;须属于所填组织', en: 'May be blank; must belong to the organisation' },
  phone: { zh: '可留空', en: 'May be blank' },
  email: { zh: '可留空', en: 'May be blank' },
  password: {
    zh: '必填;至少 8 个字符,不能是常见密码或与账号相同',
    en: 'Required; at least 8 characters, not a common password nor the account name',
  },
};

const t = (lang: Lang, zh: string, en: string) => pick(lang, { zh, en });

/**
 * The import workbook: the columns to fill on the first sheet (the only one the import reads), and on a
 * second sheet how to fill them with this owner's roles, organisations and departments.
 */
export async function importTemplate(ctx: OwnerCtx, lang: Lang): Promise<{ fileName: string; buffer: Buffer }> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'import');
  const choices = await ownerChoices(ctx.db, ctx.owner.id);
  const columns = Object.keys(IMPORT_COLUMNS) as ImportColumn[];
  const buffer = await importTemplateBook(lang, {
    sheetName: t(lang, '用户', 'Users'),
    columns: columns.map((column) => ({
      header: pick(lang, IMPORT_COLUMNS[column]),
      howTo: pick(lang, NOTES[column]),
    })),
    dropDown: {
      column: columns.indexOf('gender'),
      values: GENDERS.map((gender) => pick(lang, GENDER_LABELS[gender])),
      rows: USER_IMPORT_MAX_ROWS,
    },
    firstWidth: 22,
    sections: [
      { heading: t(lang, '角色', 'Roles'), rows: choices.roles.map((role) => [roleTitle(lang, role), role.name]) },
      {
        heading: t(lang, '组织与部门', 'Organisations and departments'),
        rows: choices.organizations.map((organization) => [
          organization.shortName,
          choices.departments
            .filter((d) => d.organizationId === organization.id)
            .map((d) => d.name)
            .join(t(lang, '、', ', ')),
        ]),
      },
      {
        heading: t(
          lang,
          `每次最多导入 ${USER_IMPORT_MAX_ROWS} 行;任意一行有误时不会导入任何数据。`,
          `At most ${USER_IMPORT_MAX_ROWS} rows per import; if any row is wrong, nothing is imported.`,
        ),
      },
    ],
  });
  return { fileName: t(lang, '用户导入模板.xlsx', 'user-import-template.xlsx'), buffer };
}
