import './texts';
import { CloseOutlined } from '@ant-design/icons';
import { downloadUrl, type FileInfo } from '@app/contract';
import { Button, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarSrc } from '../../lib/images';
import { FileUpload, rulesText } from './FileUpload';

interface Props {
  /** Saved addresses of the pictures, in order. Set by a form item. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** How many the record keeps; the upload hides once reached. */
  max: number;
  /** What the pictures show, for screen readers ("效果图"). */
  alt: string;
  /** Shows the pictures only. */
  readOnly?: boolean;
}

const SIZE = 96;

/**
 * The address saved for an uploaded photo: its compressed copy (SPEC §3 "zip image"), or the original
 * when none could be made; under a name without "..", which address fields refuse.
 */
export const photoUrlOf = (file: FileInfo) =>
  downloadUrl(file.path, file.name.replace(/\.{2,}/g, '.'), file.zipUrl ? 'zip' : undefined);

/** The small copy to show in a grid: the thumbnail of a compressed copy's file. */
export const thumbOf = (url: string) => url.replace(/([?&]variant=)zip\b/, '$1thumb');

/** A grid of a record's photos: each opens at full size, and an editor adds and removes them. */
export function PhotoListField({ value = [], onChange, max, alt, readOnly }: Props) {
  const { t } = useTranslation();
  // Uploads finish one by one, each after the form may have re-rendered: each adds to the list as it
  // then stands (not as it stood when the upload began), up to the maximum.
  const latest = useRef(value);
  latest.current = value;
  const set = (urls: string[]) => {
    latest.current = urls;
    onChange?.(urls);
  };
  const remove = (url: string) => set(value.filter((item) => item !== url));
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {value.length === 0 && readOnly && <Typography.Text type="secondary">{t('upload.noImage')}</Typography.Text>}
        {value.map((url, index) => (
          <div key={url} style={{ position: 'relative' }}>
            <a href={avatarSrc(url)} target="_blank" rel="noreferrer" title={t('upload.viewImage')}>
              <img
                src={avatarSrc(thumbOf(url))}
                alt={`${alt} ${index + 1}`}
                width={SIZE}
                height={SIZE}
                loading="lazy"
                style={{ objectFit: 'cover', borderRadius: 8, display: 'block', background: '#f5f5f5' }}
              />
            </a>
            {!readOnly && (
              <Button
                size="small"
                shape="circle"
                danger
                icon={<CloseOutlined />}
                aria-label={t('upload.removeNth', { n: index + 1 })}
                onClick={() => remove(url)}
                style={{ position: 'absolute', top: -8, right: -8 }}
              />
            )}
          </div>
        ))}
      </Flex>
      {!readOnly && value.length < max && (
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
