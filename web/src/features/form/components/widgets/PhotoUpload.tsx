import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../../components/upload/FileUpload';
import type { FileRef } from '../answer-data';

interface Props {
  /** A phone: the camera offered too, and large buttons. */
  phone: boolean;
  disabled?: boolean;
  onUploaded(ref: FileRef): void;
}

/**
 * The photo item's upload buttons (a file of purpose `photo` each), loaded only when a form with
 * photos is edited: the uploader is never part of a form only read (see PhotoField).
 */
export function PhotoUpload({ phone, disabled, onUploaded }: Props) {
  const { t } = useTranslation();
  const upload = (capture: boolean) => (
    <FileUpload
      purpose="photo"
      multiple={!capture}
      keepFinished={false}
      inputAccept="image/*"
      capture={capture ? 'environment' : undefined}
      icon={capture ? <CameraOutlined /> : <PictureOutlined />}
      large={phone}
      disabled={disabled}
      label={t(capture ? 'form.takePhoto' : 'form.pickPhotos')}
      onUploaded={(file) => onUploaded(file.path)}
    />
  );
  return (
    <Space wrap>
      {phone && upload(true)}
      {upload(false)}
    </Space>
  );
}
