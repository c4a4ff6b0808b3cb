import type { FastifyRequest } from 'fastify';

/** Server-side message catalogue. `msg` of every answer is in the caller's language (Accept-Language). */
const zh = {
  ok: '操作成功',
  'validation.required': '必填',
  'validation.invalidType': '类型不正确',
  'validation.tooLong': '过长',
  'validation.tooShort': '过短',
  'validation.invalid': '格式不正确',
  'validation.unknownField': '不允许的字段',
  'validation.rangeOrder': '起始值不能大于结束值',
  'validation.phone': '请输入有效的电话号码',
  'validation.email': '请输入有效的电子邮箱',
  'validation.dateOrder': '开始日期不能晚于结束日期',
  'validation.passwordTooShort': '新密码至少 8 个字符',
  'validation.passwordMismatch': '密码修改失败，两次新密码输入不一致',
  'validation.passwordUnchanged': '新密码不能与原密码相同',
  'validation.passwordCommon': '密码过于常见，请换一个更难猜的密码',
  'validation.passwordIsUsername': '密码不能与账号相同',
  'validation.passwordIsPaddedUsername': '密码不能是账号名加上数字或符号',
  'validation.oldPasswordWrong': '原密码不正确',
  'validation.failed': '提交的内容有误，请检查后重试',
  'validation.badJson': '请求内容不是有效的 JSON',
  'validation.badCharacter': '含有无法保存的字符',
  'validation.dateRange': '日期须在 1900 年至 9999 年之间',
  'validation.date': '请输入有效日期（年-月-日）',
  'validation.tooManyDecimals': '小数位数过多',
  'validation.endBeforeStart': '结束日期不能早于开始日期',
  'validation.pageTooDeep': '列表最多翻阅前 10000 条，请用筛选条件缩小范围或改变排序',
  'session.required': '未登录或登录已过期，请重新登录',
  'owner.required': '未选择项目来源，请先选择项目',
  'permission.denied': '您没有访问权限',
  'csrf.refused': '非法操作：拒绝跨站请求',
  'validation.imageUrl': '请输入以 https:// 开头的地址，或本站以 / 开头的路径',
  'import.unpackTooLarge': '文件解压后过大或结构异常，已拒绝导入',
  'import.previewed': '检查通过：可导入 {count} 行，尚未导入',
  notFound: '您访问的文件/资源不存在',
  'http.413': '请求实体过大',
  'http.415': '不支持的内容类型',
  'http.400': '请求错误',
  'http.500': '服务器错误',
} as const;

/**
 * The message keys of the modules. Each module's `<x>.messages.ts` adds its keys here (declaration
 * merging), so `MessageKey` names every key while a module's texts live in its own folder.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the modules fill it in.
export interface ModuleMessageKeys {}
export type MessageKey = keyof typeof zh | keyof ModuleMessageKeys;

/** A module's texts, every key in each language. */
export interface MessageCatalogue<K extends string = string> {
  zh: Record<K, string>;
  en: Record<K, string>;
}

const en: Record<keyof typeof zh, string> = {
  ok: 'Done',
  'validation.required': 'Required',
  'validation.invalidType': 'Wrong type',
  'validation.tooLong': 'Too long',
  'validation.tooShort': 'Too short',
  'validation.invalid': 'Invalid format',
  'validation.unknownField': 'Field not allowed',
  'validation.rangeOrder': 'The lower bound may not exceed the upper bound',
  'validation.phone': 'Enter a valid phone number',
  'validation.email': 'Enter a valid e-mail address',
  'validation.dateOrder': 'The begin date may not be after the end date',
  'validation.passwordTooShort': 'The new password needs at least 8 characters',
  'validation.passwordMismatch': 'Password not changed: the two new passwords differ',
  'validation.passwordUnchanged': 'The new password must differ from the old one',
  'validation.passwordCommon': 'This password is too common; choose one that is harder to guess',
  'validation.passwordIsUsername': 'The password must not be the account name',
  'validation.passwordIsPaddedUsername': 'The password must not be the account name with digits or symbols added',
  'validation.oldPasswordWrong': 'The old password is not correct',
  'validation.failed': 'Some fields are not valid; please check them',
  'validation.badJson': 'The request body is not valid JSON',
  'validation.badCharacter': 'Contains a character that cannot be saved',
  'validation.dateRange': 'Dates must fall between the years 1900 and 9999',
  'validation.date': 'Enter a valid date (year-month-day)',
  'validation.tooManyDecimals': 'Too many decimal places',
  'validation.endBeforeStart': 'The end date may not be before the start date',
  'validation.pageTooDeep': 'Lists page through their first 10,000 rows only; narrow the filters or change the sort',
  'session.required': 'Not signed in, or the session has expired',
  'owner.required': 'No project source selected, please select a project first',
  'permission.denied': 'You have no access permission',
  'csrf.refused': 'Illegal operation: cross-site request refused',
  'validation.imageUrl': 'Enter an https:// address, or a path on this server starting with /',
  'import.unpackTooLarge': 'The file unpacks to too much data or is built unusually, and was refused',
  'import.previewed': 'The file checks out: {count} rows can be imported; nothing imported yet',
  notFound: 'The file/resource you visited does not exist',
  'http.413': 'Request entity too large',
  'http.415': 'Unsupported media type',
  'http.400': 'Bad request',
  'http.500': 'Server error',
};

export type Lang = 'zh-CN' | 'en';

/** The platform's texts and those of every module registered so far. */
const catalogue: Record<Lang, Record<string, string>> = { 'zh-CN': { ...zh }, en: { ...en } };

/**
 * Adds a module's texts; the app registers those of every module in its list. Registering the same
 * texts again is harmless; a key another module already uses with another text is a mistake.
 */
export function registerMessages(messages: MessageCatalogue): void {
  for (const [key, text] of Object.entries(messages.zh)) {
    const taken = catalogue['zh-CN'][key];
    if (taken !== undefined && taken !== text) throw new Error(`message key ${key} is already taken`);
  }
  Object.assign(catalogue['zh-CN'], messages.zh);
  Object.assign(catalogue.en, messages.en);
}

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(catalogue['zh-CN'], text);
}

export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'zh-CN';
}

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  // A key whose module was never registered reads as itself rather than failing the answer.
  const text = catalogue[lang][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
