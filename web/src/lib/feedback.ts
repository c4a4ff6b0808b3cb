import { ALERT_OTHER_MS, ALERT_SUCCESS_MS } from '@app/contract';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { i18n } from './i18n';

/**
 * Alert banners and the confirmation dialog, callable from anywhere (the HTTP client included).
 * Their code is loaded with the first one shown: until `FeedbackHost` has mounted and connected,
 * requests wait in a queue.
 */
interface FeedbackApi {
  message: MessageInstance;
  modal: ModalApi;
}
type Action = (api: FeedbackApi) => void;

let api: FeedbackApi | null = null;
const queue: Action[] = [];
let wake: (() => void) | null = null;

function run(action: Action) {
  if (api) return action(api);
  queue.push(action);
  wake?.();
}

export function connectFeedback(connected: FeedbackApi | null) {
  api = connected;
  if (api) for (const action of queue.splice(0)) action(api);
}

/** The app shell asks to be told when feedback is first needed, so it can mount the host. */
export function onFeedbackNeeded(fn: () => void) {
  wake = fn;
  if (queue.length > 0) fn();
}

/** Opens a dialog through the themed modal holder, once it is there. */
export function withModal(open: (modal: ModalApi) => void) {
  run(({ modal }) => open(modal));
}

type Kind = 'success' | 'info' | 'warning' | 'error';

export function alertBanner(kind: Kind, text: string) {
  const seconds = (kind === 'success' ? ALERT_SUCCESS_MS : ALERT_OTHER_MS) / 1000;
  run(({ message }) => void message.open({ type: kind, content: text, duration: seconds, key: `${kind}:${text}` }));
}

/** Resolves true on confirm (Enter, since OK has focus) and false on cancel (Escape). */
export function confirmDialog(text: string, title = i18n.t('common.confirmTitle')): Promise<boolean> {
  return new Promise((resolve) =>
    run(({ modal }) =>
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
      }),
    ),
  );
}
