import '../texts';
import { useTranslation } from 'react-i18next';
import { DesignerGate, useDesignedId } from '../../../components/result/DesignerGate';
import { usePagePermission } from '../../../lib/page-permission';
import { useWorkflow } from '../api/workflows';
import { WORKFLOWS_PATH } from '../components/paths';
import { Designer } from '../designer/Designer';

/**
 * /control/workflow/design/:id: the designer of a definition's draft. Saving and publishing need the
 * workflow page's `update`; without it the draft is shown read-only.
 */
export default function WorkflowDesignPage() {
  const { t } = useTranslation();
  const id = useDesignedId();
  const permission = usePagePermission('control-workflow');
  const definition = useWorkflow(id);
  return (
    <DesignerGate
      document={definition}
      named={id !== undefined}
      notFoundText={t('workflow.notFound')}
      backPath={WORKFLOWS_PATH}
      backText={t('workflow.back')}
    >
      {(data) => (
        <Designer
          key={id}
          definition={data}
          editable={permission.can('update')}
          permissionKnown={permission.isSuccess}
        />
      )}
    </DesignerGate>
  );
}
