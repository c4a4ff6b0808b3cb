import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the online-users page. */
const zh = {
  'online.ended': '已将该用户下线',
  'online.ownSession': '不能结束自己当前的会话，请使用退出登录',
};

const en: Record<keyof typeof zh, string> = {
  'online.ended': 'The user has been signed out',
  'online.ownSession': 'Your own session cannot be ended here; sign out instead',
};

export const onlineMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
