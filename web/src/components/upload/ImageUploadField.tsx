import './texts';
import { PictureOutlined } from '@ant-design/icons';
import { downloadUrl, type FileInfo } from '@app/contract';
import { Avatar, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { avatarSrc } from '../../lib/images';
import { FileUpload, rulesText } from './FileUpload';

interface Props {
  purpose: 'avatar' | 'logo';
  /** The saved address of the picture; empty for none. Set by a form item. */
  value?: string;
  onChange?: (url: string) => void;
  /** What the picture shows, for screen readers ("Avatar", "Logo"). */
  alt: string;
  shape?: 'circle' | 'square';
}

const SIZE = 72;

/**
 * The address saved for an uploaded picture: its thumbnail (avatars and logos are shown small, so a
 * 5 MB original would be sent for nothing), or the original when no thumbnail could be made; under a
 * name without "..", which address fields refuse.
 */
export const savedUrlOf = (file: FileInfo) =>
  downloadUrl(file.path, file.name.replace(/\.{2,}/g, '.'), file.thumbUrl ? 'thumb' : undefined);

/** A form control for one picture: shows the current one, uploads a new one, or clears it. */
export function ImageUploadField({ purpose, value = '', onChange, alt, shape = 'square' }: Props) {
  const { t } = useTranslation();
  const radius = shape === 'circle' ? '50%' : 8;
  return (
    <Flex gap={16} align="flex-start">
      {value ? (
        // The picture opens at full size in a new tab: antd's Image viewer would add 11 KB to the screen.
        <a href={avatarSrc(value)} target="_blank" rel="noreferrer" title={t('upload.viewImage')}>
          <img
            src={avatarSrc(value)}
            alt={alt}
            width={SIZE}
            height={SIZE}
            style={{ objectFit: 'cover', borderRadius: radius, display: 'block' }}
          />
        </a>
      ) : (
        <span role="img" aria-label={`${alt}: ${t('upload.noImage')}`}>
          <Avatar size={SIZE} shape={shape} icon={<PictureOutlined />} />
        </span>
      )}
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <FileUpload
          purpose={purpose}
          multiple={false}
          keepFinished={false}
          label={value ? t('upload.replaceImage') : t('upload.pickImage')}
          onUploaded={(file) => onChange?.(savedUrlOf(file))}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {rulesText(purpose)}
        </Typography.Text>
        {value && (
          <Button
            type="link"
            danger
            size="small"
            style={{ alignSelf: 'flex-start', padding: 0 }}
            onClick={() => onChange?.('')}
          >
            {t('upload.removeImage')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
