import { theme } from 'antd';
// The status antd's inputs read from a form item (a red border on an error). Form.Item would bring
// the whole of antd's Form (rc-form, async-validator: about 25 KB gzip) to every form being filled.
import { FormItemInputContext } from 'antd/es/form/context';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  itemKey?: string;
  /** The label; a string also becomes the element's title, which finds it where the answer repeats words of it. */
  title: ReactNode;
  required?: boolean;
  /** A cell of a table's row: tighter. */
  nested?: boolean;
  /** The control the label names (an item being filled). */
  htmlFor?: string;
  /** Under the control: its description. */
  extra?: ReactNode;
  /** Under the control, in red: what is wrong with the answer. */
  errors?: ReactNode;
  children: ReactNode;
}

/** An item or a cell of a form, filled or read: its title above (required marked *), then the control or answer. */
export function ItemFrame({ itemKey, title, required, nested, htmlFor, extra, errors, children }: Props) {
  const { token } = theme.useToken();
  const mark: CSSProperties = { color: token.colorError, marginInlineEnd: 4, fontFamily: 'SimSun, sans-serif' };
  const Label = htmlFor ? 'label' : 'div';
  return (
    <div data-item-key={itemKey} style={{ marginBottom: nested ? 8 : 16 }}>
      {title !== undefined && title !== '' && (
        <Label
          className="form-view-label"
          htmlFor={htmlFor}
          title={typeof title === 'string' ? title : undefined}
          style={{ display: 'block', paddingBottom: nested ? 4 : 8, color: token.colorText }}
        >
          {required && (
            <span aria-hidden style={mark}>
              *
            </span>
          )}
          {title}
        </Label>
      )}
      <FormItemInputContext.Provider value={errors ? { status: 'error' } : {}}>
        <div>{children}</div>
      </FormItemInputContext.Provider>
      {extra && <div style={{ color: token.colorTextDescription, marginTop: 4 }}>{extra}</div>}
      {errors && (
        <div role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {errors}
        </div>
      )}
    </div>
  );
}
