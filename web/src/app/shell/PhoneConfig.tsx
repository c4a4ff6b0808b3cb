import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import styles from './phone.module.css';

/** Cards give the table more of the screen's width. */
const PHONE_THEME: ThemeConfig = { components: { Card: { bodyPadding: 16, headerPadding: 16 } } };
/**
 * Empty, not undefined: antd's ConfigProvider adds a provider around its children only when given a
 * theme, so toggling between a theme and none remounted the page, and a window resized across the
 * phone width (or a tablet turned) lost an unsaved workflow design.
 */
const DESKTOP_THEME: ThemeConfig = {};
const PHONE_CARD = { classNames: { header: styles.cardHead } };
/**
 * Every dialog keeps 16 px from the screen's edges whatever width it asks for (antd alone leaves
 * 8 px); a dialog's own style, such as the full-screen to-do panel, still wins.
 */
const PHONE_MODAL = { style: { maxWidth: 'calc(100vw - 32px)' } };

/** On a phone the signed-in pages' cards and dialogs are set for the small screen; else nothing changes. */
export function PhoneConfig({ phone, children }: { phone: boolean; children: ReactNode }) {
  return (
    <ConfigProvider
      theme={phone ? PHONE_THEME : DESKTOP_THEME}
      card={phone ? PHONE_CARD : undefined}
      modal={phone ? PHONE_MODAL : undefined}
    >
      {children}
    </ConfigProvider>
  );
}
