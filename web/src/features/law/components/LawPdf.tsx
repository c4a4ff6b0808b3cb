import '../texts';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { downloadUrl, type LawFile } from '@app/contract';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../components/upload/format-bytes';
import { PdfViewer } from '../../files/public';

/** A law's PDF by name and size, with a link that downloads it. */
function PdfName({ file }: { file: LawFile }) {
  const { t } = useTranslation();
  return (
    <Flex gap={6} align="center" style={{ minWidth: 0 }}>
      <FilePdfOutlined />
      <Typography.Link
        href={downloadUrl(file.id, file.name)}
        target="_blank"
        rel="noopener noreferrer"
        ellipsis
        title={t('law.pdfOpen', { name: file.name })}
      >
        {file.name}
      </Typography.Link>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(file.size)}
      </Typography.Text>
    </Flex>
  );
}

/** The PDF attached to a law, in its detail: its name opens it in a tab; view it here or download it. */
export function LawPdfLink({ file }: { file: LawFile }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  const url = downloadUrl(file.id, file.name);
  return (
    <Flex gap={8} align="center" wrap>
      <PdfName file={file} />
      <Button size="small" icon={<EyeOutlined />} onClick={() => setViewing(true)}>
        {t('law.pdfView')}
      </Button>
      <Button size="small" icon={<DownloadOutlined />} href={url} download={file.name}>
        {t('law.pdfDownload')}
      </Button>
      {/*
        Mounted with the link, not loaded lazily, and closed rather than removed. A viewer that first
        opened in a render retried after loading its code could leave a second entry in the dialogs'
        shared Escape stack (an interrupted retry registers under a new id and is never cleaned up),
        after which Escape no longer closed the law's dialog. Closed, it also gives the focus back.
      */}
      <PdfViewer document={viewing ? { url, name: file.name } : null} onClose={() => setViewing(false)} />
    </Flex>
  );
}

// The upload control loads with the form that shows it (it brings Uppy).
const FileUpload = lazy(() => import('../../../components/upload/FileUpload').then((m) => ({ default: m.FileUpload })));

interface FieldProps {
  /** Set by its form item: the attached PDF, or null for none. */
  value?: LawFile | null;
  onChange?: (file: LawFile | null) => void;
}

/**
 * A law form's one PDF: the attached file, removable, and an upload that takes a PDF of the
 * caller's (the server accepts only his own finished uploads) in its place.
 */
export function LawPdfField({ value = null, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6}>
      {value && (
        <Flex gap={6} align="center">
          <PdfName file={value} />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('law.pdfRemove', { name: value.name })}
            onClick={() => onChange?.(null)}
          />
        </Flex>
      )}
      <Suspense fallback={null}>
        <FileUpload
          purpose="law"
          keepFinished={false}
          label={t(value ? 'law.pdfReplace' : 'law.pdfUpload')}
          onUploaded={(file) => onChange?.({ id: file.path, name: file.name, size: file.size })}
        />
      </Suspense>
    </Flex>
  );
}
