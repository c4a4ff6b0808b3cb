import '../designer/texts';
import { useTranslation } from 'react-i18next';
import { DesignerGate, useDesignedId } from '../../../components/result/DesignerGate';
import { usePagePermission } from '../../../lib/page-permission';
import { useTemplate } from '../api/forms';
import { Designer } from '../designer/Designer';

const TEMPLATES_PATH = '/control/form';

/**
 * /control/form/design/:id: the designer of a template's draft. Saving and publishing need the
 * templates page's `update`; without it the draft is shown read-only.
 */
export default function FormDesignPage() {
  const { t } = useTranslation();
  const id = useDesignedId();
  const permission = usePagePermission('control-form');
  const template = useTemplate(id);
  return (
    <DesignerGate
      document={template}
      named={id !== undefined}
      notFoundText={t('formDesigner.notFound')}
      backPath={TEMPLATES_PATH}
      backText={t('formDesigner.back')}
    >
      {(data) => (
        <Designer key={id} template={data} editable={permission.can('update')} permissionKnown={permission.isSuccess} />
      )}
    </DesignerGate>
  );
}
