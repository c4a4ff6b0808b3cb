import { ALERT_OTHER_MS, ALERT_SUCCESS_MS } from '@app/contract';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { i18n } from './i18n';

/**
 * Alert banners and the confirmation dialog, callable from anywhere (the HTTP client included).
 * `FeedbackBridge` hands over antd's context-aware instances once the app has mounted.
 */
let message: MessageInstance | null = null;
let modal: ModalApi | null = null;

export function connectFeedback(m: MessageInstance, d: ModalApi) {
  message = m;
  modal = d;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

export function alertBanner(kind: Kind, text: string) {
  const seconds = (kind === 'success' ? ALERT_SUCCESS_MS : ALERT_OTHER_MS) / 1000;
  void message?.open({ type: kind, content: text, duration: seconds, key: `${kind}:${text}` });
}

/** Resolves true on confirm (Enter, since OK has focus) and false on cancel (Escape). */
export function confirmDialog(text: string, title = i18n.t('common.confirmTitle')): Promise<boolean> {
  return new Promise((resolve) => {
    if (!modal) return resolve(window.confirm(text));
    modal.confirm({
      title,
      content: text,
      okText: i18n.t('common.confirm'),
      cancelText: i18n.t('common.cancel'),
      autoFocusButton: 'ok',
      keyboard: true,
      width: 420,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
