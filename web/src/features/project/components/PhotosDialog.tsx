import { PROJECT_IMAGES_MAX, type ProjectDetail } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { PhotoListField } from '../../../components/upload/PhotoListField';
import { alertBanner } from '../../../lib/feedback';
import { refreshProjects, updateProject } from '../api/projects';
import { bodyOf, valuesOf } from '../project-values';

interface Values {
  progress_images: string[];
  renderings: string[];
}

interface Props {
  open: boolean;
  project: ProjectDetail;
  onClose(): void;
}

/** Adds and removes a project's progress photos and renderings; the rest of the project stays as it is. */
export function PhotosDialog({ open, project, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    await updateProject(project.id, bodyOf({ ...valuesOf(project, project.group_id), ...values }));
    await refreshProjects(queryClient);
    alertBanner('success', t('project.saved'));
    onClose();
  };
  return (
    <FormDialog<Values>
      title={t('project.photosTitle', { name: project.name })}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={720}
      initialValues={{ progress_images: project.progress_images, renderings: project.renderings }}
    >
      <Form.Item name="progress_images" label={t('project.progressImages')}>
        <PhotoListField max={PROJECT_IMAGES_MAX} alt={t('project.progressImages')} />
      </Form.Item>
      <Form.Item name="renderings" label={t('project.renderings')}>
        <PhotoListField max={PROJECT_IMAGES_MAX} alt={t('project.renderings')} />
      </Form.Item>
    </FormDialog>
  );
}
