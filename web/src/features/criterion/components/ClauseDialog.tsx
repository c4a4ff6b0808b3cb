import '../texts';
import {
  type Clause,
  CRITERION_CODE_MAX,
  CRITERION_CODE_PATTERN,
  CRITERION_LEVEL_MAX,
  CRITERION_REQUIREMENT_MAX,
  CRITERION_TITLE_MAX,
  codeLevel,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createClause, refreshTree, updateClause } from '../api/clauses';

interface Values {
  code: string;
  title: string;
  requirement: string;
}

/** A new clause (at the top, or under `parent`) or a clause being edited. */
export type ClauseEdit = { kind: 'create'; parent: Clause | null } | { kind: 'update'; clause: Clause };

interface Props {
  lawId: number;
  edit: ClauseEdit | null;
  onClose(): void;
}

/** Add or change a clause: its code (checked here as the server checks it), title and requirement. */
export function ClauseDialog({ lawId, edit, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const parent = edit?.kind === 'create' ? edit.parent : null;
  const initial: Values =
    edit?.kind === 'update'
      ? { code: edit.clause.code, title: edit.clause.title, requirement: edit.clause.requirement }
      : { code: parent ? `${parent.code}.` : '', title: '', requirement: '' };

  const submit = async (values: Values) => {
    await (edit?.kind === 'update' ? updateClause(edit.clause.id, values) : createClause(lawId, values));
    await refreshTree(queryClient, lawId);
    alertBanner('success', t('criterion.saved'));
    onClose();
  };

  const checkCode = async (_: unknown, value: string | undefined) => {
    const code = (value ?? '').trim();
    if (code === '') return;
    if (!CRITERION_CODE_PATTERN.test(code)) throw new Error(t('criterion.codePattern'));
    if (codeLevel(code) > CRITERION_LEVEL_MAX) throw new Error(t('criterion.levelTooDeep'));
    if (parent && !code.startsWith(`${parent.code}.`)) throw new Error(t('criterion.childOf', { code: parent.code }));
  };
  const checkFilled = async () => {
    const { title, requirement } = form.getFieldsValue();
    if (!title?.trim() && !requirement?.trim()) throw new Error(t('criterion.titleOrRequirement'));
  };

  return (
    <FormDialog<Values>
      title={t(edit?.kind === 'update' ? 'criterion.edit' : 'criterion.create')}
      open={edit !== null}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={640}
      initialValues={initial}
    >
      <Form.Item
        name="code"
        label={t('criterion.code')}
        extra={t('criterion.codeHint')}
        rules={[{ required: true, whitespace: true, message: t('criterion.codeRequired') }, { validator: checkCode }]}
      >
        <Input maxLength={CRITERION_CODE_MAX} placeholder="5.2.3" autoFocus inputMode="decimal" />
      </Form.Item>
      <Form.Item name="title" label={t('criterion.titleLabel')}>
        <Input maxLength={CRITERION_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="requirement"
        label={t('criterion.requirement')}
        dependencies={['title']}
        rules={[{ validator: checkFilled }]}
      >
        <Input.TextArea maxLength={CRITERION_REQUIREMENT_MAX} autoSize={{ minRows: 4, maxRows: 12 }} showCount />
      </Form.Item>
    </FormDialog>
  );
}
