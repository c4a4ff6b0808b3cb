import '../texts';
import {
  LAW_CODE_MAX,
  LAW_CONTENT_MAX,
  LAW_ISSUER_MAX,
  LAW_TITLE_MAX,
  type LawFile,
  type LawRow,
  type LawStatus,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldRow, fieldShare } from '../../../components/form-dialog/FieldRow';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { dayjs } from '../../../lib/dates';
import { createLaw, refreshLaws, updateLaw, useLaw } from '../api/laws';
import { LawPdfField } from './LawPdf';
import { useStatusOptions } from './law-status';

interface Values {
  code: string;
  title: string;
  issuer: string;
  enable_date: Dayjs | null;
  status: LawStatus;
  content: string;
  /** The attached PDF; named as the server's field, so its refusal shows under it. */
  file_id: LawFile | null;
}

interface Props {
  open: boolean;
  /** The law being edited; none to create one. */
  law: LawRow | null;
  onClose(): void;
}

const EMPTY: Values = {
  code: '',
  title: '',
  issuer: '',
  enable_date: null,
  status: 'current',
  content: '',
  file_id: null,
};

/** Create or edit a law or standard; editing loads its text first. */
export function LawDialog({ open, law, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const full = useLaw(open && law ? law.id : null);
  const save = async ({ enable_date, file_id, ...values }: Values) => {
    const body = {
      ...values,
      enable_date: enable_date ? enable_date.format('YYYY-MM-DD') : '',
      file_id: file_id?.id ?? null,
    };
    await (law ? updateLaw(law.id, body) : createLaw(body));
    await refreshLaws(queryClient);
  };
  const initial: Values = full.data
    ? { ...full.data, enable_date: dayjs(full.data.enable_date), file_id: full.data.file }
    : EMPTY;

  return (
    <RowFormDialog<Values>
      title={t(law ? 'law.edit' : 'law.create')}
      open={open}
      onClose={onClose}
      save={save}
      savedText={t('law.saved')}
      record={law ? { query: full, failedText: t('law.loadFailed') } : undefined}
      width={760}
      initialValues={initial}
    >
      <LawFields />
    </RowFormDialog>
  );
}

/** The fields of a law, for a new one or an edited one. */
function LawFields() {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  const half = fieldShare();
  return (
    <>
      <FieldRow>
        <Form.Item
          name="code"
          label={t('law.code')}
          style={half}
          rules={[{ required: true, whitespace: true, message: t('law.codeRequired') }]}
        >
          <Input maxLength={LAW_CODE_MAX} placeholder="GB/T 1094.1-2013" autoFocus />
        </Form.Item>
        <Form.Item name="status" label={t('law.status')} style={half}>
          <Select options={statusOptions} />
        </Form.Item>
      </FieldRow>
      <Form.Item
        name="title"
        label={t('law.name')}
        rules={[{ required: true, whitespace: true, message: t('law.nameRequired') }]}
      >
        <Input maxLength={LAW_TITLE_MAX} />
      </Form.Item>
      <FieldRow>
        <Form.Item name="issuer" label={t('law.issuer')} style={half}>
          <Input maxLength={LAW_ISSUER_MAX} />
        </Form.Item>
        <Form.Item
          name="enable_date"
          label={t('law.enableDate')}
          style={half}
          rules={[{ required: true, message: t('law.dateRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <Form.Item name="content" label={t('law.content')} extra={t('law.contentHint')}>
        {/* The count hangs below the box: the margin keeps it off the hint, which wraps on a phone. */}
        <Input.TextArea
          maxLength={LAW_CONTENT_MAX}
          autoSize={{ minRows: 6, maxRows: 16 }}
          showCount
          style={{ marginBottom: 22 }}
        />
      </Form.Item>
      <Form.Item name="file_id" label={t('law.pdf')} extra={t('law.pdfHint')}>
        <LawPdfField />
      </Form.Item>
    </>
  );
}
