import './texts';
import { UploadOutlined } from '@ant-design/icons';
import { FILE_RULES, FILE_TYPES, type FileInfo, type FilePurpose, type FileType, UPLOAD_DEFAULTS } from '@app/contract';
import { Button, Skeleton } from 'antd';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { formatBytes } from './format-bytes';
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
  capture?: 'user' | 'environment';
  /** The button's icon; an upload arrow by default. */
  icon?: ReactNode;
  /** A large button, for a phone. */
  large?: boolean;
}

/** The input's `accept`: each type with its name endings, since some systems do not know every type. */
export const acceptAttribute = (types: readonly string[]) =>
  types.flatMap((type) => [type, ...(FILE_TYPES[type as FileType] ?? []).map((ending) => `.${ending}`)]).join(',');

// The drop area (antd's upload) and the task list (with its progress bars) load where they are shown.
const FileDropArea = lazy(() => import('./FileDropArea').then((m) => ({ default: m.FileDropArea })));
const UploadTaskList = lazy(() => import('./UploadTaskList').then((m) => ({ default: m.UploadTaskList })));
const DROP_AREA_SIZE = { width: '100%', height: 140 };

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
  const { tasks, actions } = useUploads({
    purpose: props.purpose,
    accept,
    multiple,
    chunkSize: props.chunkSize ?? UPLOAD_DEFAULTS.chunkBytes,
    onUploaded: props.onUploaded,
    keepFinished: props.keepFinished ?? true,
  });

  const inputAccept = props.inputAccept ?? acceptAttribute(accept);
  const rules = rulesText(props.purpose, accept);
  const input = useRef<HTMLInputElement>(null);

  return (
    <div>
      {props.variant === 'dragger' ? (
        <Suspense fallback={<Skeleton.Node active style={DROP_AREA_SIZE} />}>
          <FileDropArea
            accept={inputAccept}
            multiple={multiple}
            disabled={props.disabled}
            rules={rules}
            onFiles={actions.add}
          />
        </Suspense>
      ) : (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={inputAccept}
            multiple={multiple}
            capture={props.capture}
            disabled={props.disabled}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Cleared, so that the same file can be chosen again.
              event.target.value = '';
              if (files.length > 0) actions.add(files);
            }}
          />
          <Button
            icon={props.icon ?? <UploadOutlined />}
            disabled={props.disabled}
            title={rules}
            size={props.large ? 'large' : undefined}
            onClick={() => input.current?.click()}
            onPointerEnter={actions.preload}
            onFocus={actions.preload}
          >
            {props.label ?? t('upload.pick')}
          </Button>
        </>
      )}
      {tasks.length > 0 && (
        <Suspense fallback={null}>
          <UploadTaskList tasks={tasks} onAction={(action, id) => actions[action](id)} />
        </Suspense>
      )}
    </div>
  );
}
