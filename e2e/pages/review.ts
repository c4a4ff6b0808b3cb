import type { Page } from '@playwright/test';
import { FormDialog } from './form-dialog';

/** Letters of an antd button's text may be spaced (同 意): a pattern that matches either way. */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** Acts on the caller's review task of the open form: the action's button, its dialog's comment, its OK. */
export async function act(page: Page, action: string, comment: string) {
  await page.getByRole('button', { name: spaced(action) }).click();
  const dialog = new FormDialog(page, action);
  await dialog.expectOpen();
  await dialog.root.getByRole('textbox').last().fill(comment);
  await dialog.submit(spaced(action));
  await dialog.waitClosed();
}
