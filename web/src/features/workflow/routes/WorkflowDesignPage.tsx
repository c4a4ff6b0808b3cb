import '../texts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import { usePagePermission } from '../../permission/api/page-permission';
import { useWorkflow } from '../api/workflows';
import { WORKFLOWS_PATH } from '../components/paths';
import { Designer } from '../designer/Designer';

/**
 * /control/workflow/design/:id: the designer of a definition's draft. Saving and publishing need the
 * workflow page's `update`; without it the draft is shown read-only.
 */
export default function WorkflowDesignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const permission = usePagePermission('control-workflow');
  const definition = useWorkflow(valid ? id : undefined);

  if (valid && definition.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!definition.data) {
    return (
      <Card variant="borderless">
        <LazyResult
          status="404"
          title={t('workflow.notFound')}
          extra={
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(WORKFLOWS_PATH)}>
              {t('workflow.back')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Designer
      key={id}
      definition={definition.data}
      editable={permission.can('update')}
      permissionKnown={permission.isSuccess}
    />
  );
}
