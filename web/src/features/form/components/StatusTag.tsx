import '../texts';
import type { FormStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<FormStatus, string> = { draft: 'processing', submitted: 'success' };

/** A filled form's status; apart from the list so the fill page does not load the list's table. */
export function StatusTag({ status }: { status: FormStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`form.status.${status}`)}</Tag>;
}
