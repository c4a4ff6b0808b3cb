import { Form, type FormRule, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Whom the caller may name (a project's inspectors and himself); none when he writes himself. */
  writers: readonly { id: number; name: string }[] | undefined;
  /** The caller's name, shown as the writer when he may not name another. */
  me: string;
  rules: FormRule[];
}

/**
 * 编写人: a manager picks one person of the project (SPEC §5: never "all persons"); anyone else is
 * the writer himself, shown but not sent.
 */
export function WriterField({ writers, me, rules }: Props) {
  const { t } = useTranslation();
  if (!writers) {
    return (
      <Form.Item label={t('report.field.writer_id')} htmlFor="report-writer">
        <Input id="report-writer" value={me} readOnly variant="filled" />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="writer_id" label={t('report.field.writer_id')} rules={rules}>
      <Select
        placeholder={t('report.pick.writer_id')}
        showSearch={{ optionFilterProp: 'label' }}
        options={writers.map((writer) => ({ value: writer.id, label: writer.name }))}
      />
    </Form.Item>
  );
}
