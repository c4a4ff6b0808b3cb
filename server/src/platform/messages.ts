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
  'profile.saved': '个人资料已保存',
  'validation.dateOrder': '开始日期不能晚于结束日期',
  'validation.passwordTooShort': '新密码至少 8 个字符',
  'validation.passwordMismatch': '密码修改失败,两次新密码输入不一致',
  'validation.passwordUnchanged': '新密码不能与原密码相同',
  'validation.passwordCommon': '密码过于常见,请换一个更难猜的密码',
  'validation.passwordIsUsername': '密码不能与账号相同',
  'validation.oldPasswordWrong': '原密码不正确',
  'validation.failed': '提交的内容有误,请检查后重试',
  'validation.badJson': '请求内容不是有效的 JSON',
  'login.failed': '账号或密码错误',
  'login.disabled': '该账号已停用,请联系管理员',
  'login.throttled': '登录尝试过于频繁,请 {minutes} 分钟后再试',
  'session.required': '未登录或登录已过期,请重新登录',
  'owner.required': '未选择项目来源,请先选择项目',
  'permission.denied': '您没有访问权限',
  'password.changed': '密码修改成功,即将返回登陆界面',
  'logout.ok': '已退出登录',
  'csrf.refused': '非法操作: 拒绝跨站请求',
  'online.ended': '已将该用户下线',
  'online.ownSession': '不能结束自己当前的会话,请使用退出登录',
  notFound: '您访问的文件/资源不存在',
  'http.413': '请求实体过大',
  'http.415': '不支持的内容类型',
  'http.400': '请求错误',
  'http.500': '服务器错误',
} as const;

export type MessageKey = keyof typeof zh;

const en: Record<MessageKey, string> = {
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
  'profile.saved': 'Profile saved',
  'validation.dateOrder': 'The begin date may not be after the end date',
  'validation.passwordTooShort': 'The new password needs at least 8 characters',
  'validation.passwordMismatch': 'Password not changed: the two new passwords differ',
  'validation.passwordUnchanged': 'The new password must differ from the old one',
  'validation.passwordCommon': 'This password is too common; choose one that is harder to guess',
  'validation.passwordIsUsername': 'The password must not be the account name',
  'validation.oldPasswordWrong': 'The old password is not correct',
  'validation.failed': 'Some fields are not valid; please check them',
  'validation.badJson': 'The request body is not valid JSON',
  'login.failed': 'Wrong account or password',
  'login.disabled': 'This account is disabled; please contact the administrator',
  'login.throttled': 'Too many sign-in attempts; try again in {minutes} minutes',
  'session.required': 'Not signed in, or the session has expired',
  'owner.required': 'No project source selected, please select a project first',
  'permission.denied': 'You have no access permission',
  'password.changed': 'Password changed; returning to the sign-in page',
  'logout.ok': 'Signed out',
  'csrf.refused': 'Illegal operation: cross-site request refused',
  'online.ended': 'The user has been signed out',
  'online.ownSession': 'Your own session cannot be ended here; sign out instead',
  notFound: 'The file/resource you visited does not exist',
  'http.413': 'Request entity too large',
  'http.415': 'Unsupported media type',
  'http.400': 'Bad request',
  'http.500': 'Server error',
};

export type Lang = 'zh-CN' | 'en';

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(zh, text);
}

export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'zh-CN';
}

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text: string = lang === 'en' ? en[key] : zh[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
