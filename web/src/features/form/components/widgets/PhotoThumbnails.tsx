import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '../answer-data';
import { FileImage } from './FileImage';

const THUMB = 96;

/** The file references of a photo answer, in order. */
export const photoRefs = (value: unknown): FileRef[] =>
  Array.isArray(value) ? value.filter((ref): ref is FileRef => typeof ref === 'string') : [];

/** The pictures of a photo answer as thumbnails, each opening the full picture; removable when editing. */
export function PhotoThumbnails({
  refs,
  alt,
  onRemove,
}: {
  refs: FileRef[];
  alt: string;
  onRemove?: (ref: FileRef) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap>
      {refs.map((ref, index) => (
        <FileImage key={String(ref)} fileRef={ref} alt={`${alt} ${index + 1}`} width={THUMB} height={THUMB}>
          {onRemove && (
            <Button
              size="small"
              shape="circle"
              danger
              icon={<CloseOutlined />}
              aria-label={t('form.removePhoto', { n: index + 1 })}
              onClick={() => onRemove(ref)}
              style={{ position: 'absolute', top: -8, right: -8 }}
            />
          )}
        </FileImage>
      ))}
    </Flex>
  );
}
