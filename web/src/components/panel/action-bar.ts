import type { CSSProperties } from 'react';

const PHONE: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  margin: '16px -12px -12px',
  padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
  background: '#fff',
  boxShadow: '0 -2px 8px rgba(0,0,0,0.08)',
};
const WIDE: CSSProperties = { marginTop: 16 };

/** A panel's row of buttons at its foot: on a phone it sticks to the bottom of the screen, within thumb's reach. */
export const actionBarStyle = (phone: boolean): CSSProperties => (phone ? PHONE : WIDE);
