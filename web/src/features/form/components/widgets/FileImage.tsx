import { PictureOutlined } from '@ant-design/icons';
import { FileCalls, isFileId } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../lib/http';
import { avatarSrc } from '../../../../lib/images';
import type { FileRef } from '../answer-data';

/** A stored file's facts and addresses; only a file path (a UUID) names a file the server knows. */
export function useFileInfo(ref: FileRef | undefined) {
  const path = typeof ref === 'string' && isFileId(ref) ? ref : undefined;
  return useQuery({
    queryKey: ['form', 'file', path],
    queryFn: () => call(FileCalls.info, { query: { path: path as string }, hideLoading: true, silent: true }),
    enabled: path !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

interface Props {
  fileRef: FileRef;
  alt: string;
  width: number;
  height: number;
  fit?: CSSProperties['objectFit'];
  /** Drawn over the picture's corner (a remove button). */
  children?: ReactNode;
}

/** A stored picture: its thumbnail, opening the full picture; a placeholder until it is known. */
export function FileImage({ fileRef, alt, width, height, fit = 'cover', children }: Props) {
  const { t } = useTranslation();
  const { data } = useFileInfo(fileRef);
  const box: CSSProperties = { width, height, borderRadius: 8, background: '#f5f5f5', display: 'block' };
  const thumb = data?.thumbUrl ?? data?.zipUrl ?? data?.url;
  return (
    <div style={{ position: 'relative', width, height }}>
      {thumb ? (
        <a href={avatarSrc(data?.zipUrl ?? data?.url)} target="_blank" rel="noreferrer" title={t('form.viewImage')}>
          <img src={avatarSrc(thumb)} alt={alt} width={width} height={height} style={{ ...box, objectFit: fit }} />
        </a>
      ) : (
        <Flex align="center" justify="center" style={box} aria-label={alt}>
          <Typography.Text type="secondary">
            <PictureOutlined style={{ fontSize: 24 }} />
          </Typography.Text>
        </Flex>
      )}
      {children}
    </div>
  );
}
