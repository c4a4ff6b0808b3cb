import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useIsPhone } from '../../lib/use-is-phone';
import { isConfigOwner, useSessionStore } from '../../stores/session';
import { Clock } from './Clock';
import { useDocumentTitle, usePageTitle } from './usePageTitle';
import { forgetCurrent, previousPath, useVisitedPaths } from './visited-paths';

/**
 * Breadcrumb from the route's metadata, with home and back buttons and the clock. The section crumb
 * links to the section (which leads to its first page); the current page is plain text. The browser
 * tab carries the same page title.
 */
export function PageBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toConfig = useSessionStore(isConfigOwner);
  const title = usePageTitle();
  const phone = useIsPhone();
  useDocumentTitle(title?.page);
  useVisitedPaths();

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

  // The default section (home, profile, ...) has no path of its own: its crumb leads home.
  const sectionPath = title && (title.section.path ?? (title.route.section === 'default' ? home : null));
  const crumbs = title
    ? [
        { title: sectionPath ? <Link to={sectionPath}>{title.section.title}</Link> : title.section.title },
        { title: <span aria-current="page">{title.page}</span> },
      ]
    : [];

  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: phone ? '8px 12px' : '10px 24px',
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
      {/* A phone's width goes to the breadcrumb; its status bar shows the time. */}
      {!phone && <Clock />}
    </div>
  );
}
