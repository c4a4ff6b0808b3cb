import './texts';
import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_RULES, FILE_TYPES, type FileInfo, type FilePurpose, type FileType, UPLOAD_DEFAULTS } from '@app/contract';
import { Button, Upload, type UploadProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { formatBytes } from './format-bytes';
import { UploadTaskList } from './UploadTaskList';
import { acceptAttribute } from './uploader';
import { useUploads } from './use-uploads';

export interface FileUploadProps {
  /** What the files are for; it decides the allowed types and size and who may upload (FILE_RULES). */
  purpose: FilePurpose;
  /** Declared types to accept, among the purpose's; all of the purpose's when left out. */
  accept?: readonly string[];
  /** Several files at once; by default only for the library. */
  multiple?: boolean;
  /** Bytes per tus request; 1 MB by default (SPEC §9). */
  chunkSize?: number;
  /** Called once per file the server has stored, with its facts and download addresses. */
  onUploaded?: (file: FileInfo) => void;
  /** A drop area with the rules written in it, or a plain button. */
  variant?: 'button' | 'dragger';
  /** The button's text; "Choose files" by default. */
  label?: string;
  disabled?: boolean;
  /** Keep finished and cancelled tasks listed until dismissed (the default); else they leave the list at once. */
  keepFinished?: boolean;
  /**
   * The file input's own `accept`, in place of the declared types' (`image/*` lets a phone offer its
   * camera and gallery); the declared types are still what the uploader and the server accept.
   */
  inputAccept?: string;
  /** Opens a phone's camera at once (`environment`: the back camera) instead of asking where from. */
  capture?: UploadProps['capture'];
  /** The button's icon; an upload arrow by default. */
  icon?: ReactNode;
  /** A large button, for a phone. */
  large?: boolean;
}

const endingsOf = (types: readonly string[]) => [
  ...new Set(types.flatMap((type) => FILE_TYPES[type as FileType] ?? []).map((ending) => ending.toUpperCase())),
];

/** "Accepts JPG, PNG…, up to 5 MB per file", in the current language. */
export function rulesText(purpose: FilePurpose, accept: readonly string[] = FILE_RULES[purpose].types): string {
  return i18n.t('upload.rules', {
    types: endingsOf(accept).join(i18n.language === 'en' ? ', ' : '、'),
    size: formatBytes(FILE_RULES[purpose].maxBytes),
  });
}

/**
 * The one upload control of the app (SPEC: "one upload component built on Uppy used everywhere a
 * file is attached"): files are checked and granted by the server, sent in resumable chunks, and
 * listed with their state and the pause, resume, retry and cancel each state allows.
 */
export function FileUpload(props: FileUploadProps) {
  const { t } = useTranslation();
  const accept = props.accept ?? FILE_RULES[props.purpose].types;
  const multiple = props.multiple ?? props.purpose === 'library';
  const { ready, tasks, actions } = useUploads({
    purpose: props.purpose,
    accept,
    multiple,
    chunkSize: props.chunkSize ?? UPLOAD_DEFAULTS.chunkBytes,
    onUploaded: props.onUploaded,
    keepFinished: props.keepFinished ?? true,
  });

  const picker: UploadProps = {
    accept: props.inputAccept ?? acceptAttribute(accept),
    ...(props.capture === undefined ? {} : { capture: props.capture }),
    multiple,
    disabled: props.disabled || !ready,
    showUploadList: false,
    // antd only picks the files; one batch goes to the uploader, so that one grant covers it.
    beforeUpload: (file, batch) => {
      if (file === batch[0]) actions.add(batch);
      return Upload.LIST_IGNORE;
    },
  };
  const rules = rulesText(props.purpose, accept);

  return (
    <div>
      {props.variant === 'dragger' ? (
        <Upload.Dragger {...picker}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('upload.drop')}</p>
          <p className="ant-upload-hint">{rules}</p>
        </Upload.Dragger>
      ) : (
        <Upload {...picker}>
          <Button
            icon={props.icon ?? <UploadOutlined />}
            disabled={picker.disabled}
            title={rules}
            size={props.large ? 'large' : undefined}
          >
            {props.label ?? t('upload.pick')}
          </Button>
        </Upload>
      )}
      <UploadTaskList tasks={tasks} onAction={(action, id) => actions[action](id)} />
    </div>
  );
}
