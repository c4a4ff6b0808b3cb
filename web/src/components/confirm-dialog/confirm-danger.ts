import { withModal } from '../../lib/feedback';
import { ApiError } from '../../lib/http';
import { i18n } from '../../lib/i18n';

type Instance = { update(config: { keyboard?: boolean; cancelButtonProps?: { disabled?: boolean } }): void };

/**
 * Asks before something that cannot be undone (delete, end a session, reset, disable): a red OK
 * button, which has the focus so Enter confirms; Escape or Cancel declines.
 *
 * Without `action` it resolves true on confirm and false on cancel. With `action`, OK runs it with
 * the button loading (Cancel and Escape then wait for it) and the dialog closes once it settles: it
 * resolves `{ value }` with the action's answer, null when declined, and rejects with the action's
 * error.
 */
export function confirmDanger(text: string, action?: undefined, title?: string): Promise<boolean>;
export function confirmDanger<T>(text: string, action: () => Promise<T>, title?: string): Promise<{ value: T } | null>;
export function confirmDanger<T>(
  text: string,
  action?: () => Promise<T>,
  title = i18n.t('common.confirmTitle'),
): Promise<boolean | { value: T } | null> {
  return new Promise((resolve, reject) =>
    withModal((modal) => {
      let instance: Instance | undefined;
      let started = false;
      const onOk = async () => {
        if (!action) return resolve(true);
        started = true;
        instance?.update?.({ keyboard: false, cancelButtonProps: { disabled: true } });
        try {
          resolve({ value: await action() });
        } catch (error) {
          // Rejected here, not to the dialog: it would stay open with the error unhandled.
          reject(error);
        }
      };
      instance = modal.confirm({
        title,
        content: text,
        okText: i18n.t('common.confirm'),
        cancelText: i18n.t('common.cancel'),
        okButtonProps: { danger: true },
        focusable: { autoFocusButton: 'ok' },
        keyboard: true,
        width: 420,
        onOk,
        onCancel: () => {
          if (!started) resolve(action ? null : false);
        },
      }) as Instance | undefined;
    }),
  );
}

/**
 * Asks, then runs `action` (a delete): true once it has succeeded; false when declined, or when the
 * server refused it (something still refers to the row), since the HTTP client has shown why.
 */
export async function confirmedDelete(text: string, action: () => Promise<unknown>): Promise<boolean> {
  try {
    return (await confirmDanger(text, action)) !== null;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
