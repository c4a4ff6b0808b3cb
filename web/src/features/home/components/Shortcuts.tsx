import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuIcon } from '../../../app/shell/menu-icons';
import { type MenuKind, useMenu } from '../../../app/shell/useMenu';
import { useRouteTitles } from '../../../app/shell/useRouteTitles';
import { localizeMenuTitle } from '../../../lib/localize';

/** The pages this role may open, as tiles; the same list as the side menu. */
export function Shortcuts({ kind }: { kind: MenuKind }) {
  const { t } = useTranslation();
  const menu = useMenu(kind);
  const ownTitles = useRouteTitles();
  const links = (menu.data?.datamenu ?? []).flatMap((group) => group.items);
  return (
    <Card title={t('home.quickLinks')} variant="borderless">
      {menu.isPending ? (
        <Skeleton active />
      ) : links.length === 0 ? (
        <Empty description={t('home.quickLinksEmpty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {links.map((item) => (
            <Col key={item.fontend_path} xs={12} md={8} xl={6}>
              <Link to={item.fontend_path}>
                <Card hoverable size="small" style={{ textAlign: 'center' }}>
                  <div style={{ fontSize: 26, color: '#B0002E' }}>{menuIcon(item.icon)}</div>
                  <Typography.Text>{localizeMenuTitle(item.title, item.fontend_path, ownTitles)}</Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
