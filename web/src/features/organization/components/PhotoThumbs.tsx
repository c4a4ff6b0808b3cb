import { Image, Space } from 'antd';
import { avatarSrc } from '../../../lib/images';

/** Small photo thumbnails that open a preview with every photo of the row. */
export function PhotoThumbs({ photos, size = 36 }: { photos: string[]; size?: number }) {
  if (photos.length === 0) return <>—</>;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {photos.map((url) => (
          <Image
            key={url}
            src={avatarSrc(url)}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            alt=""
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
