import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { sectionOf } from '@app/contract';
import { Breadcrumb, Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { pick } from '../../lib/localize';
import { isConfigOwner, useSessionStore } from '../../stores/session';
import type { RouteHandle } from '../router';
import { Clock } from './Clock';
import { useRouteTitles } from './useRouteTitles';
import { forgetCurrent, previousPath, useVisitedPaths } from './visited-paths';

/** Breadcrumb from the route's metadata, with home and back buttons and the clock. */
export function PageBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toConfig = useSessionStore(isConfigOwner);
  const matches = useMatches();
  const ownTitles = useRouteTitles();
  useVisitedPaths();

  const handle = matches.map((m) => m.handle as RouteHandle | undefined).find((h) => h?.route)?.route;
  const home = toConfig ? '/config' : '/';
  const goBack = () => {
    const previous = previousPath();
    // Stepping back onto the root or the login page would bounce; go home instead.
    if (!previous || previous === '/' || previous.startsWith('/session/login')) {
      navigate(home, { replace: true });
      return;
    }
    forgetCurrent();
    navigate(-1);
  };

  const crumbs = handle
    ? [{ title: pick(sectionOf(handle.section).title) }, { title: pick(handle.title, ownTitles?.[handle.name]) }]
    : [];

  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '10px 24px',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
      }}
      key={i18n.language}
    >
      <Space size={4}>
        <Tooltip title={t('shell.backHome')}>
          <Button
            size="small"
            icon={<HomeOutlined />}
            onClick={() => navigate(home)}
            aria-label={t('shell.backHome')}
          />
        </Tooltip>
        <Tooltip title={t('shell.goBack')}>
          <Button size="small" icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('shell.goBack')} />
        </Tooltip>
      </Space>
      <Breadcrumb items={crumbs} style={{ flex: 1 }} aria-label={t('shell.breadcrumb')} />
      <Clock />
    </div>
  );
}
