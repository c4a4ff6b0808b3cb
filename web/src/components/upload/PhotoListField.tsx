import './texts';
import { downloadUrl, type FileInfo } from '@app/contract';
import { Flex, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload, rulesText } from './FileUpload';
import { PhotoGrid } from './PhotoGrid';

interface Props {
  /** Saved addresses of the pictures, in order. Set by a form item. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** How many the record keeps; the upload hides once reached. */
  max: number;
  /** What the pictures show, for screen readers ("效果图"). */
  alt: string;
}

/**
 * The address saved for an uploaded photo: its compressed copy (SPEC §3 "zip image"), or the original
 * when none could be made; under a name without "..", which address fields refuse.
 */
export const photoUrlOf = (file: FileInfo) =>
  downloadUrl(file.path, file.name.replace(/\.{2,}/g, '.'), file.zipUrl ? 'zip' : undefined);

/** A form control for a record's photos: the grid, with uploads added and pictures removed. */
export function PhotoListField({ value = [], onChange, max, alt }: Props) {
  const { t } = useTranslation();
  // Uploads finish one by one, each after the form may have re-rendered: each adds to the list as it
  // then stands (not as it stood when the upload began), up to the maximum.
  const latest = useRef(value);
  latest.current = value;
  const set = (urls: string[]) => {
    latest.current = urls;
    onChange?.(urls);
  };
  return (
    <Flex vertical gap={8}>
      <PhotoGrid urls={value} alt={alt} onRemove={(url) => set(value.filter((item) => item !== url))} />
      {value.length < max && (
        <>
          <FileUpload
            purpose="photo"
            multiple
            keepFinished={false}
            label={t('upload.pickImages')}
            onUploaded={(file) => set([...latest.current, photoUrlOf(file)].slice(0, max))}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('upload.photoRules', { rules: rulesText('photo'), max })}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}
