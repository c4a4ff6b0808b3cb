import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  accept: string;
  multiple: boolean;
  disabled?: boolean;
  /** The rules, written in the area. */
  rules: string;
  /** One batch of chosen or dropped files. */
  onFiles(files: File[]): void;
}

/** The drop area of FileUpload's `dragger` variant; antd's upload loads only where one is shown. */
export function FileDropArea({ accept, multiple, disabled, rules, onFiles }: Props) {
  const { t } = useTranslation();
  return (
    <Upload.Dragger
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      showUploadList={false}
      // antd only picks the files; one batch goes to the uploader, so that one grant covers it.
      beforeUpload={(file, batch) => {
        if (file === batch[0]) onFiles(batch);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('upload.drop')}</p>
      <p className="ant-upload-hint">{rules}</p>
    </Upload.Dragger>
  );
}
