import { COMPANY_NATURE_DICT, type OrganizationBody, type OrganizationNode } from '@app/contract';
import { AutoComplete, Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictValues } from '../../../components/data-table/dict-values';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createOrganization, type OrgScope, updateOrganization } from '../api/organizations';
import { PhoneField, SortOrderField } from './form-fields';
import { selfAndBelow } from './tree-utils';

/** What the dialog is for: a new organisation under `parentId`, or editing `organization`. */
export type OrganizationDialog =
  | { open: false }
  | { open: true; organization: null; parentId: number | null }
  | { open: true; organization: OrganizationNode };

interface Props {
  scope: OrgScope;
  dialog: OrganizationDialog;
  tree: OrganizationNode[];
  onClose(): void;
  onSaved(id: number): void;
}

type Values = Omit<Required<OrganizationBody>, 'sort'> & { sort: number | null };

function initialValues(dialog: OrganizationDialog): Values {
  const org = dialog.open ? dialog.organization : null;
  return {
    parent_id: org ? org.parent_id : dialog.open && dialog.organization === null ? dialog.parentId : null,
    short_name: org?.short_name ?? '',
    full_name: org?.full_name ?? '',
    nature: org?.nature ?? '',
    qualification: org?.qualification ?? '',
    principal: org?.principal ?? '',
    contact: org?.contact ?? '',
    contact_phone: org?.contact_phone ?? '',
    inside: org?.inside ?? true,
    sort: org?.sort ?? null,
  };
}

interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

/** Parents offered: the whole tree except, when editing, the organisation itself and what is below it. */
function parentOptions(nodes: OrganizationNode[], excluded: Set<number>): ParentOption[] {
  return nodes
    .filter((node) => !excluded.has(node.id))
    .map((node) => ({ value: node.id, title: node.short_name, children: parentOptions(node.children, excluded) }));
}

/** Creates or edits an organisation: its place in the tree and its company facts. */
export function OrganizationFormDialog({ scope, dialog, tree, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const natures = useDictValues(COMPANY_NATURE_DICT);
  const qualifications = useDictValues('company_qualification');
  const editing = dialog.open && dialog.organization !== null ? dialog.organization : null;
  const excluded = editing ? selfAndBelow(editing) : new Set<number>();

  const submit = async (values: Values) => {
    const body: OrganizationBody = { ...values, parent_id: values.parent_id ?? null, sort: values.sort ?? undefined };
    if (editing) {
      await updateOrganization(scope, editing.id, body);
      alertBanner('success', t('organization.saved'));
      onSaved(editing.id);
    } else {
      const created = await createOrganization(scope, body);
      alertBanner('success', t('organization.created'));
      onSaved(created.id);
    }
    onClose();
  };
  const natureOptions = (natures.data ?? []).map((item) => ({ value: item.key, label: item.value }));

  return (
    <FormDialog<Values>
      title={editing ? t('organization.editOrganization') : t('organization.add')}
      open={dialog.open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={640}
      showProblem={false}
      initialValues={initialValues(dialog)}
    >
      <Form.Item name="parent_id" label={t('organization.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('organization.parentRoot')}
          treeData={parentOptions(tree, excluded)}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item
            name="short_name"
            label={t('organization.shortName')}
            rules={[{ required: true, whitespace: true, message: t('organization.shortNameRequired') }]}
          >
            <Input maxLength={64} autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="full_name" label={t('organization.fullName')}>
            <Input maxLength={128} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="nature" label={t('organization.nature')}>
            {natureOptions.length > 0 ? (
              <Select allowClear options={natureOptions} loading={natures.isPending} />
            ) : (
              <Input maxLength={64} />
            )}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="qualification" label={t('organization.qualification')}>
            <AutoComplete
              maxLength={128}
              options={(qualifications.data ?? []).map((item) => ({ value: item.value }))}
              filterOption={(typed, option) => String(option?.value ?? '').includes(typed)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="principal" label={t('organization.principal')}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="contact" label={t('organization.contact')}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <PhoneField name="contact_phone" label={t('organization.contactPhone')} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item name="inside" label={t('organization.inside')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: true, label: t('organization.insideYes') },
                { value: false, label: t('organization.insideNo') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <SortOrderField />
        </Col>
      </Row>
    </FormDialog>
  );
}
