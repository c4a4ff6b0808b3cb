import { type FormItem, formSchemas } from '@app/contract';
import { Drawer, Empty, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../components/FormRenderer';

export interface PreviewProps {
  open: boolean;
  onClose: () => void;
  name: string;
  items: readonly FormItem[];
  phone: boolean;
}

const PHONE_WIDTH = 390;

/**
 * The form as it will be filled, drawn by the form's own renderer from `formSchemas`: in a phone's
 * width or the full width. Answers typed here only show the conditions at work; nothing is saved.
 * Loaded the first time it opens, so the renderer's code is not in the designer's chunk.
 */
export function Preview({ open, onClose, name, items, phone }: PreviewProps) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<'phone' | 'full'>('phone');
  const [data, setData] = useState<Record<string, unknown>>({});
  const { schema, uiSchema } = useMemo(() => formSchemas(name, items), [name, items]);
  const full = phone || frame === 'full';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('formDesigner.previewTitle', { name })}
      size={phone ? '100%' : full ? 'min(1080px, 100vw)' : PHONE_WIDTH + 96}
      extra={
        phone ? null : (
          <Segmented
            value={frame}
            onChange={(value) => setFrame(value as 'phone' | 'full')}
            options={[
              { value: 'phone', label: t('formDesigner.previewPhone') },
              { value: 'full', label: t('formDesigner.previewFull') },
            ]}
          />
        )
      }
      destroyOnHidden
    >
      <div
        data-testid="designer-preview-frame"
        style={{
          width: full ? '100%' : PHONE_WIDTH,
          maxWidth: '100%',
          margin: '0 auto',
          ...(full ? {} : { border: '1px solid rgba(5, 5, 5, 0.12)', borderRadius: 16, padding: 12 }),
        }}
      >
        {items.length === 0 ? (
          <Empty description={t('formDesigner.previewEmpty')} />
        ) : (
          <FormRenderer schema={schema} uiSchema={uiSchema} formData={data} onChange={setData} />
        )}
      </div>
    </Drawer>
  );
}
