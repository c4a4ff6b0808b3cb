import '../designer/texts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import { usePagePermission } from '../../permission/api/page-permission';
import { useTemplate } from '../api/forms';
import { Designer } from '../designer/Designer';

const TEMPLATES_PATH = '/control/form';

/**
 * /control/form/design/:id: the designer of a template's draft. Saving and publishing need the
 * templates page's `update`; without it the draft is shown read-only.
 */
export default function FormDesignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const permission = usePagePermission('control-form');
  const template = useTemplate(valid ? id : undefined);

  if (valid && template.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!template.data) {
    return (
      <Card variant="borderless">
        <LazyResult
          status="404"
          title={t('formDesigner.notFound')}
          extra={
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(TEMPLATES_PATH)}>
              {t('formDesigner.back')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Designer
      key={id}
      template={template.data}
      editable={permission.can('update')}
      permissionKnown={permission.isSuccess}
    />
  );
}
