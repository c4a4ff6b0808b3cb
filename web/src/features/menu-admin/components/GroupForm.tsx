import { MENU_ENTRY_TITLE_MAX, type MenuEntryGroup, type MenuGroupBody } from '@app/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { localizeMenuTitle } from '../../../lib/localize';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { createMenuGroup, deleteMenuGroup, updateMenuGroup } from '../api/menu';
import { EntryActions, IconField } from './EntryFields';
import type { MenuNodeRef } from './menu-order';

interface Props {
  /** The group being edited; none for a new one. */
  group?: MenuEntryGroup;
  canSave: boolean;
  canDelete: boolean;
  onSaved: (ref: MenuNodeRef) => Promise<void>;
  onDeleted: () => Promise<void>;
}

export function GroupForm({ group, canSave, canDelete, onSaved, onDeleted }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuGroupBody>();
  const { saving, problem, run } = useFormSubmit(form);

  const submit = (values: MenuGroupBody) =>
    run(async () => {
      const saved = group ? await updateMenuGroup(group.id, values) : await createMenuGroup(values);
      alertBanner('success', t(group ? 'menuAdmin.saved' : 'menuAdmin.created'));
      await onSaved({ type: 'group', id: saved.id });
    });

  const remove = async () => {
    if (!group) return;
    const text = t('menuAdmin.deleteGroupConfirm', { title: localizeMenuTitle(group.title) });
    // A refusal has been shown by the HTTP client already.
    const deleted = await confirmDanger(text, () => deleteMenuGroup(group.id)).catch(() => null);
    if (!deleted) return;
    alertBanner('success', t('menuAdmin.deleted'));
    await onDeleted();
  };
  const holdsItems = (group?.items.length ?? 0) > 0;

  return (
    <Form<MenuGroupBody>
      form={form}
      layout="vertical"
      initialValues={group ? { title: group.title, icon: group.icon } : { title: '', icon: 'AppstoreOutlined' }}
      onFinish={submit}
      style={{ maxWidth: 480 }}
    >
      {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item
        name="title"
        label={t('menuAdmin.groupTitle')}
        rules={[
          { required: true, whitespace: true, message: t('menuAdmin.titleRequired') },
          { max: MENU_ENTRY_TITLE_MAX, message: t('menuAdmin.tooLong', { max: MENU_ENTRY_TITLE_MAX }) },
        ]}
      >
        <Input maxLength={MENU_ENTRY_TITLE_MAX} showCount autoFocus disabled={!canSave} />
      </Form.Item>
      <IconField disabled={!canSave} />
      <EntryActions
        canSave={canSave}
        saving={saving}
        deletable={group !== undefined && canDelete}
        deleteBlockedBy={holdsItems ? t('menuAdmin.groupHasItems') : undefined}
        onDelete={() => void remove()}
      />
    </Form>
  );
}
