import { PaperClipOutlined } from '@ant-design/icons';
import { FileCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/http';
import { avatarSrc } from '../../../lib/images';

const THUMB = 64;

/** One attached file: a thumbnail opening the picture, or a link to the file. */
function Attachment({ path, n }: { path: string; n: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['workflow', 'file', path],
    queryFn: () => call(FileCalls.info, { query: { path }, hideLoading: true, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const label = data?.name ?? t('review.attachment', { n });
  const thumb = data?.thumbUrl ?? data?.zipUrl;
  const href = avatarSrc(data?.zipUrl ?? data?.url);
  if (thumb) {
    return (
      <a href={href} target="_blank" rel="noreferrer" title={label}>
        <img
          src={avatarSrc(thumb)}
          alt={label}
          width={THUMB}
          height={THUMB}
          style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
        />
      </a>
    );
  }
  return (
    <Typography.Link href={href} target="_blank" rel="noreferrer">
      <PaperClipOutlined /> {label}
    </Typography.Link>
  );
}

/** The files attached to a comment, as thumbnails or links. */
export function Attachments({ paths }: { paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <Flex gap={6} wrap style={{ marginTop: 4 }}>
      {paths.map((path, index) => (
        <Attachment key={path} path={path} n={index + 1} />
      ))}
    </Flex>
  );
}
