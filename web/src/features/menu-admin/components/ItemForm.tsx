import {
  MENU_ENTRY_TITLE_MAX,
  type MenuEntryGroup,
  type MenuEntryItem,
  type MenuItemBody,
  type RouteTitles,
  routeByName,
} from '@app/contract';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { localizeMenuTitle, pick } from '../../../lib/localize';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { createMenuItem, deleteMenuItem, updateMenuItem } from '../api/menu';
import { EntryActions, IconField } from './EntryFields';
import type { MenuNodeRef } from './menu-order';
import { PageSelect } from './PageSelect';

interface Props {
  /** The entry being edited; none for a new one, which goes to `groupId`. */
  item?: MenuEntryItem;
  groupId?: number;
  groups: MenuEntryGroup[];
  isConfig: boolean;
  /** Pages linked by the other entries. */
  used: ReadonlySet<string>;
  own?: RouteTitles;
  canSave: boolean;
  canDelete: boolean;
  onSaved: (ref: MenuNodeRef) => Promise<void>;
  onDeleted: () => Promise<void>;
}

/**
 * An entry still titled as its page is shown with an empty title, so that saving keeps it following
 * the page's title in every language.
 */
function initialValues(item: MenuEntryItem | undefined, groupId: number | undefined) {
  if (!item) return { group_id: groupId, title: '', icon: 'FileTextOutlined' };
  const ownTitle = routeByName(item.page_key)?.title.zh === item.title ? '' : item.title;
  return { group_id: item.group_id, page_key: item.page_key, title: ownTitle, icon: item.icon };
}

export function ItemForm({
  item,
  groupId,
  groups,
  isConfig,
  used,
  own,
  canSave,
  canDelete,
  onSaved,
  onDeleted,
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuItemBody>();
  const { saving, problem, run } = useFormSubmit(form);
  const pageKey = Form.useWatch('page_key', form);
  const page = pageKey ? routeByName(pageKey) : undefined;

  const submit = (values: MenuItemBody) =>
    run(async () => {
      const body = { ...values, title: values.title ?? '' };
      const saved = item ? await updateMenuItem(item.id, body) : await createMenuItem(body);
      alertBanner('success', t(item ? 'menuAdmin.saved' : 'menuAdmin.created'));
      await onSaved({ type: 'item', id: saved.id });
    });

  const remove = async () => {
    if (!item) return;
    const title = localizeMenuTitle(item.title, item.path, own);
    // A refusal has been shown by the HTTP client already.
    const deleted = await confirmDanger(t('menuAdmin.deleteItemConfirm', { title }), () =>
      deleteMenuItem(item.id),
    ).catch(() => null);
    if (!deleted) return;
    alertBanner('success', t('menuAdmin.deleted'));
    await onDeleted();
  };

  return (
    <Form<MenuItemBody>
      form={form}
      layout="vertical"
      initialValues={initialValues(item, groupId)}
      onFinish={submit}
      style={{ maxWidth: 480 }}
    >
      {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item
        name="group_id"
        label={t('menuAdmin.group')}
        rules={[{ required: true, message: t('menuAdmin.groupRequired') }]}
      >
        <Select<number>
          disabled={!canSave}
          options={groups.map((g) => ({ value: g.id, label: localizeMenuTitle(g.title) }))}
        />
      </Form.Item>
      <Form.Item
        name="page_key"
        label={t('menuAdmin.page')}
        rules={[{ required: true, message: t('menuAdmin.pageRequired') }]}
      >
        <PageSelect isConfig={isConfig} used={used} own={own} kept={item?.page_key} disabled={!canSave} />
      </Form.Item>
      <Form.Item label={t('menuAdmin.path')}>
        <Input value={page?.path ?? ''} readOnly variant="filled" aria-label={t('menuAdmin.path')} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('menuAdmin.itemTitle')}
        extra={t('menuAdmin.itemTitleHint')}
        rules={[{ max: MENU_ENTRY_TITLE_MAX, message: t('menuAdmin.tooLong', { max: MENU_ENTRY_TITLE_MAX }) }]}
      >
        <Input
          maxLength={MENU_ENTRY_TITLE_MAX}
          showCount
          allowClear
          disabled={!canSave}
          placeholder={page ? pick(page.title, own?.[page.name]) : ''}
        />
      </Form.Item>
      <IconField disabled={!canSave} />
      <EntryActions
        canSave={canSave}
        saving={saving}
        deletable={item !== undefined && canDelete}
        onDelete={() => void remove()}
      />
    </Form>
  );
}
