import { ACCESS_DENIED_REDIRECT_MS } from '@app/contract';
import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { alertBanner } from '../../lib/feedback';
import { usePagePermission } from '../../lib/page-permission';
import { isConfigOwner, useSessionStore } from '../../stores/session';
import type { RouteHandle } from '../router';
import { previousPath } from './visited-paths';

const Forbidden = lazy(() => import('./Forbidden'));

/**
 * SPEC §5: before a page shows, its index permission is checked. Without it, a user who came from
 * another page is sent back to the root after the notice; one who opened the address directly sees
 * the refusal in place. Configuration routes skip the check. The server refuses the calls anyway.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.route)
    .find(Boolean);
  const inConfig = useSessionStore(isConfigOwner);
  // A page of the other layout is being left for the new owner's home (an owner switch landing):
  // it shows and asks nothing, since its calls would reach the wrong owner and be refused.
  const leaving = route !== undefined && Boolean(route.isConfig) !== inConfig;
  // Configuration routes skip the check.
  const checked = route && !route.isConfig && !leaving ? route.name : undefined;
  const permission = usePagePermission(checked);
  const denied = checked !== undefined && permission.isSuccess && !permission.can('index');

  useEffect(() => {
    if (!denied) return;
    alertBanner('warning', t('envelope.noPermission'));
    if (!previousPath()) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate, t]);

  if (leaving) return null;
  if (checked !== undefined && permission.isPending) return <Spin style={{ display: 'block', marginTop: 80 }} />;
  if (denied)
    return (
      <Suspense fallback={null}>
        <Forbidden />
      </Suspense>
    );
  return <>{children}</>;
}
