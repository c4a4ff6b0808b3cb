import type { OrganizationOption } from '@app/contract';
import { Col, Form, type FormInstance, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleTitle, useRoleOptions } from '../../role/public';
import { useOrganizationOptions } from '../api/users';

/** Organisations as a tree (they nest through `parent_id`), for the organisation picker. */
export const organizationTree = (options: OrganizationOption[]) =>
  options.map((option) => ({
    id: option.id,
    pId: option.parent_id ?? 0,
    value: option.id,
    title: option.short_name,
  }));

interface Props {
  form: FormInstance;
  /** The role picker shows only to a caller who may assign roles. */
  showRole: boolean;
}

/**
 * Where the member sits in this owner: role, organisation and a department of that organisation.
 * Choosing another organisation clears the department, which belongs to the old one.
 */
export function PlacementFields({ form, showRole }: Props) {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const organizations = useOrganizationOptions();
  const organizationId = Form.useWatch<number | null>('organization_id', form);
  const departments = organizations.data?.find((o) => o.id === organizationId)?.departments ?? [];

  return (
    <>
      {showRole && (
        <Form.Item
          name="role"
          label={t('users.role')}
          rules={[{ required: true, message: t('users.form.roleRequired') }]}
        >
          <Select
            loading={roles.isLoading}
            notFoundContent={t('users.form.noRoles')}
            options={(roles.data ?? []).map((role) => ({ value: role.name, label: roleTitle(role) }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="organization_id" label={t('users.organization')}>
            <TreeSelect
              allowClear
              showSearch
              treeDefaultExpandAll
              treeDataSimpleMode
              treeNodeFilterProp="title"
              loading={organizations.isLoading}
              placeholder={t('users.form.organizationPlaceholder')}
              notFoundContent={t('users.form.noOrganizations')}
              treeData={organizationTree(organizations.data ?? [])}
              onChange={() => form.setFieldValue('department_id', null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="department_id" label={t('users.department')}>
            <Select
              allowClear
              disabled={organizationId == null}
              placeholder={
                organizationId == null
                  ? t('users.form.departmentNeedsOrganization')
                  : t('users.form.departmentPlaceholder')
              }
              options={departments.map((department) => ({ value: department.id, label: department.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
