import './texts';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { avatarSrc } from '../../lib/images';

interface Props {
  /** Saved addresses of the pictures, in order. */
  urls: string[];
  /** What the pictures show, for screen readers ("效果图"). */
  alt: string;
  /** Offers a remove button on each picture. */
  onRemove?: (url: string) => void;
  /** Shown when there is no picture. */
  emptyText?: string;
}

const SIZE = 96;

/** The small copy to show in a grid: the thumbnail of a compressed copy's file. */
export const thumbOf = (url: string) => url.replace(/([?&]variant=)zip\b/, '$1thumb');

/**
 * A record's photos as thumbnails, each opening at full size. No uploader comes with it, so a screen
 * that only shows photos does not load one.
 */
export function PhotoGrid({ urls, alt, onRemove, emptyText }: Props) {
  const { t } = useTranslation();
  if (urls.length === 0 && emptyText) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <Flex gap={8} wrap>
      {urls.map((url, index) => (
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
          {onRemove && (
            <Button
              size="small"
              shape="circle"
              danger
              icon={<CloseOutlined />}
              aria-label={t('upload.removeNth', { n: index + 1 })}
              onClick={() => onRemove(url)}
              style={{ position: 'absolute', top: -8, right: -8 }}
            />
          )}
        </div>
      ))}
    </Flex>
  );
}
