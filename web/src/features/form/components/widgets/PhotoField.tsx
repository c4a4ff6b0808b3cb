import { PictureOutlined } from '@ant-design/icons';
import { FORM_PHOTOS_MAX } from '@app/contract';
import type { FieldProps } from '@rjsf/utils';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../../lib/use-is-phone';
import type { FileRef } from '../answer-data';
import { type ItemOptions, Plain } from './common';
import { PhotoThumbnails, photoRefs } from './PhotoThumbnails';

// The uploader (Uppy and antd's upload) loads when photos are added, never for a form only read.
const PhotoUpload = lazy(() => import('./PhotoUpload').then((m) => ({ default: m.PhotoUpload })));

/**
 * Photos of an item: uploaded as files of purpose `photo` (a phone offers its camera), kept as the
 * files' references in order, up to the item's `maxCount`.
 */
export function PhotoField({ formData, onChange, fieldPathId, uiSchema, schema, readonly, disabled }: FieldProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const refs = photoRefs(formData);
  const options = (uiSchema?.['ui:options'] ?? {}) as ItemOptions;
  const max = options.maxCount ?? (typeof schema.maxItems === 'number' ? schema.maxItems : FORM_PHOTOS_MAX);
  const alt = String(schema.title ?? t('form.photo'));
  // Uploads end one by one, each after the form may have changed: each adds to the list as it then is.
  const latest = useRef(refs);
  latest.current = refs;
  const set = (next: FileRef[]) => {
    latest.current = next;
    onChange(next.length > 0 ? next : undefined, fieldPathId.path);
  };
  if (readonly) {
    return <div id={fieldPathId.$id}>{refs.length > 0 ? <PhotoThumbnails refs={refs} alt={alt} /> : <Plain />}</div>;
  }
  const add = (ref: FileRef) => {
    if (latest.current.includes(ref)) return;
    set([...latest.current, ref].slice(0, max));
  };
  return (
    <Flex vertical gap={8} id={fieldPathId.$id}>
      {refs.length > 0 && (
        <PhotoThumbnails refs={refs} alt={alt} onRemove={(ref) => set(refs.filter((r) => r !== ref))} />
      )}
      {refs.length < max && (
        <Suspense
          fallback={
            <Button icon={<PictureOutlined />} size={phone ? 'large' : undefined} loading disabled>
              {t('form.pickPhotos')}
            </Button>
          }
        >
          <PhotoUpload phone={phone} disabled={disabled} onUploaded={add} />
        </Suspense>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('form.photoCount', { count: refs.length, max })}
      </Typography.Text>
    </Flex>
  );
}
