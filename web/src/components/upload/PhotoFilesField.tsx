import './texts';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from './FileUpload';

/** An uploaded photo as a record keeps it: the stored file's id and its name. */
export interface PhotoFile {
  id: string;
  name: string;
}

interface Props {
  /** Set by its form item. */
  value?: PhotoFile[];
  onChange?: (files: PhotoFile[]) => void;
  /** How many the record keeps; the upload hides once reached. */
  max: number;
  phone: boolean;
}

/**
 * A form control for photos sent as evidence (an NCR's corrective action, a finding and its
 * rectification): uploaded as the caller's own (the server takes no one else's), listed by name,
 * each removable, up to `max`.
 */
export function PhotoFilesField({ value = [], onChange, max, phone }: Props) {
  const { t } = useTranslation();
  // Uploads finish one by one, each after the form may have re-rendered: each adds to the list as it then stands.
  const latest = useRef(value);
  latest.current = value;
  const set = (files: PhotoFile[]) => {
    latest.current = files;
    onChange?.(files);
  };
  return (
    <Flex vertical gap={6}>
      {value.map((file) => (
        <Flex key={file.id} gap={6} align="center">
          <PictureOutlined />
          <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
            {file.name}
          </Typography.Text>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('upload.removeNamed', { name: file.name })}
            onClick={() => set(value.filter((other) => other.id !== file.id))}
          />
        </Flex>
      ))}
      {value.length < max && (
        <FileUpload
          purpose="photo"
          multiple
          keepFinished={false}
          inputAccept="image/*"
          large={phone}
          onUploaded={(file) => set([...latest.current, { id: file.path, name: file.name }].slice(0, max))}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('upload.photoCount', { count: value.length, max })}
      </Typography.Text>
    </Flex>
  );
}
