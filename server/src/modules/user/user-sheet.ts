import { BUILTIN_ROLE_TITLES, type BuiltinRole, type Gender } from '@app/contract';
import type { Lang } from '../../platform/messages.js';

/** Texts of the user workbooks (export, import template), in the two languages of the catalogue. */
export interface Bilingual {
  zh: string;
  en: string;
}

export const pick = (lang: Lang, text: Bilingual) => (lang === 'en' ? text.en : text.zh);

export const GENDER_LABELS: Record<Gender, Bilingual> = {
  male: { zh: '男', en: 'Male' },
  female: { zh: '女', en: 'Female' },
  unknown: { zh: '未知', en: 'Unknown' },
};

export const STATUS_LABELS = {
  enabled: { zh: '启用', en: 'Enabled' },
  disabled: { zh: '禁用', en: 'Disabled' },
} satisfies Record<string, Bilingual>;

export const YES_NO = { yes: { zh: '是', en: 'Yes' }, no: { zh: '否', en: 'No' } } satisfies Record<string, Bilingual>;

/** Built-in roles read in the caller's language; a custom role's title is shown as its creator wrote it. */
export function roleTitle(lang: Lang, role: { name: string; title: string; builtin: boolean }): string {
  const builtin = BUILTIN_ROLE_TITLES[role.name as BuiltinRole];
  return role.builtin && builtin ? pick(lang, builtin) : role.title;
}

/**
 * The columns of the import workbook. A header is recognised in either language (and a few common
 * English variants), so a file exported in English and edited can be imported too.
 */
export const IMPORT_COLUMNS = {
  username: { zh: '账号', en: 'Account', aliases: ['username', 'account name'], required: true },
  name: { zh: '姓名', en: 'Name', aliases: [], required: true },
  gender: { zh: '性别', en: 'Gender', aliases: ['sex'], required: false },
  role: { zh: '角色', en: 'Role', aliases: [], required: true },
  organization: { zh: '组织', en: 'Organisation', aliases: ['organization'], required: false },
  department: { zh: '部门', en: 'Department', aliases: [], required: false },
  phone: { zh: '手机', en: 'Mobile', aliases: ['phone', '电话', '手机号'], required: false },
  email: { zh: '邮箱', en: 'E-mail', aliases: ['email', '电子邮箱'], required: false },
  password: { zh: '初始密码', en: 'Initial password', aliases: ['password', '密码'], required: true },
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;

const normalise = (text: string) => text.trim().toLowerCase();

/** A gender written as 男/女/未知, in English, or as the stored value; blank is unknown. */
export function genderOf(text: string): Gender | undefined {
  const wanted = normalise(text);
  if (wanted === '') return 'unknown';
  return (Object.keys(GENDER_LABELS) as Gender[]).find(
    (gender) =>
      gender === wanted || [GENDER_LABELS[gender].zh, GENDER_LABELS[gender].en.toLowerCase()].includes(wanted),
  );
}
