import { GROUP_NAME_MAX, PROJECT_NOTE_MAX, PROJECT_SORT_MAX, type ProjectGroup } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { NameField, NoteField, SortField } from '../../../components/form-dialog/row-fields';
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
  const save = async (values: Values) => {
    await (group ? updateGroup(group.id, values) : createGroup(values));
    await refreshProjects(queryClient);
  };
  return (
    <RowFormDialog<Values>
      title={t(group ? 'project.editGroup' : 'project.createGroup')}
      open={open}
      onClose={onClose}
      save={save}
      savedText={t('project.saved')}
      initialValues={group ?? { name: '', note: '', sort: 0 }}
    >
      <NameField label={t('project.groupName')} requiredText={t('project.groupNameRequired')} max={GROUP_NAME_MAX} />
      <NoteField label={t('project.groupNote')} max={PROJECT_NOTE_MAX} />
      <SortField label={t('project.sort')} hint={t('project.sortHint')} max={PROJECT_SORT_MAX} />
    </RowFormDialog>
  );
}
