import { GROUP_NAME_MAX, PROJECT_NOTE_MAX, PROJECT_SORT_MAX, type ProjectGroup } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createGroup, refreshProjects, updateGroup } from '../api/projects';

interface Values {
  name: string;
  note: string;
  sort: number;
}

interface Props {
  open: boolean;
  /** The group being edited; none to create one. */
  group: ProjectGroup | null;
  onClose(): void;
}

/** Create or rename a project group. */
export function GroupDialog({ open, group, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    await (group ? updateGroup(group.id, values) : createGroup(values));
    await refreshProjects(queryClient);
    alertBanner('success', t('project.saved'));
    onClose();
  };
  return (
    <FormDialog<Values>
      title={t(group ? 'project.editGroup' : 'project.createGroup')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={520}
      initialValues={group ?? { name: '', note: '', sort: 0 }}
    >
      <Form.Item
        name="name"
        label={t('project.groupName')}
        rules={[{ required: true, whitespace: true, message: t('project.groupNameRequired') }]}
      >
        <Input maxLength={GROUP_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="note" label={t('project.groupNote')}>
        <Input.TextArea maxLength={PROJECT_NOTE_MAX} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
      </Form.Item>
      <Form.Item name="sort" label={t('project.sort')} extra={t('project.sortHint')}>
        <InputNumber min={0} max={PROJECT_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
