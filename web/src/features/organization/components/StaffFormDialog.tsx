import {
  type OrganizationNode,
  STAFF_PHOTOS_MAX,
  STAFF_RESUME_MAX,
  type StaffBody,
  type StaffItem,
} from '@app/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createStaff, type OrgScope, updateStaff } from '../api/organizations';
import { PhoneField, SortOrderField } from './form-fields';
import { PhotoThumbs } from './PhotoThumbs';

export type StaffDialog = { open: false } | { open: true; person: StaffItem | null };

interface Props {
  scope: OrgScope;
  org: OrganizationNode;
  dialog: StaffDialog;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  name: string;
  department_id: number | null;
  job: string;
  telephone: string;
  major: string;
  sort: number | null;
  photos: string[];
  resume: string;
}

const PHOTO_PATTERN = /^(https?:\/\/|\/)\S*$/;

const initialValues = (person: StaffItem | null): Values => ({
  name: person?.name ?? '',
  department_id: person?.department_id ?? null,
  job: person?.job ?? '',
  telephone: person?.telephone ?? '',
  major: person?.major ?? '',
  sort: person?.sort ?? null,
  photos: person?.photos ?? [],
  resume: person?.resume ?? '',
});

/** Adds a person to the organisation or edits one: job, contact, photos (addresses for now) and résumé. */
export function StaffFormDialog({ scope, org, dialog, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const person = dialog.open ? dialog.person : null;
  const photos = Form.useWatch('photos', form) ?? [];

  const submit = async (values: Values) => {
    const body: StaffBody = {
      ...values,
      organization_id: person?.organization_id ?? org.id,
      department_id: values.department_id ?? null,
      sort: values.sort ?? undefined,
    };
    if (person) {
      await updateStaff(scope, person.id, body);
      alertBanner('success', t('organization.staffSaved'));
    } else {
      await createStaff(scope, body);
      alertBanner('success', t('organization.staffCreated'));
    }
    onSaved();
    onClose();
  };

  const photoRule = {
    validator: async (_rule: unknown, value: string[] | undefined) => {
      const list = value ?? [];
      if (list.length > STAFF_PHOTOS_MAX) throw new Error(t('organization.photosTooMany'));
      if (list.some((url) => !PHOTO_PATTERN.test(url))) throw new Error(t('organization.photosInvalid'));
    },
  };

  return (
    <FormDialog<Values>
      title={person ? t('organization.staffEdit') : t('organization.staffAdd')}
      open={dialog.open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={640}
      showProblem={false}
      initialValues={initialValues(person)}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t('organization.name')}
            rules={[{ required: true, whitespace: true, message: t('organization.nameRequired') }]}
          >
            <Input maxLength={32} autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="department_id" label={t('organization.department')}>
            <Select
              allowClear
              placeholder={t('organization.noDepartment')}
              options={org.departments.map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="job" label={t('organization.job')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <PhoneField name="telephone" label={t('organization.telephone')} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="major" label={t('organization.major')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <SortOrderField />
        </Col>
      </Row>
      <Form.Item
        name="photos"
        label={t('organization.photos')}
        extra={t('organization.photosHint')}
        rules={[photoRule]}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[' ', ',']} />
      </Form.Item>
      {photos.length > 0 && (
        <div style={{ marginTop: -8, marginBottom: 16 }}>
          <PhotoThumbs photos={photos.filter((url) => PHOTO_PATTERN.test(url))} size={56} />
        </div>
      )}
      <Form.Item name="resume" label={t('organization.resume')}>
        <Input.TextArea maxLength={STAFF_RESUME_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </FormDialog>
  );
}
