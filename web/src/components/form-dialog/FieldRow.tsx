import { Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * A share of a FieldRow's width for one field: at least `basis` wide, so two fit side by side in a
 * dialog and stack on a phone.
 */
export const fieldShare = (basis = 220) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });

/**
 * Form fields side by side that wrap one under another on a narrow screen. Only the columns have a
 * gap: stacked, the fields keep the form's own spacing, where a row gap added to it left holes.
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Flex wrap style={{ columnGap: 16 }}>
      {children}
    </Flex>
  );
}
