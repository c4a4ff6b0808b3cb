import { Col, Flex, Row } from 'antd';
import { lazy, Suspense } from 'react';
import type { MenuKind } from '../../../app/shell/useMenu';
import { usePagePermission } from '../../../lib/page-permission';
import { loadLatestNews } from '../../news/public';
import { AccountFacts } from './AccountFacts';
import { Greeting } from './Greeting';
import { Shortcuts } from './Shortcuts';

// Loaded with its texts only on an owner's home, for those who read the news.
const LatestNews = lazy(() => loadLatestNews().then((m) => ({ default: m.LatestNews })));
// Each role's own figures and charts (RoleSections.tsx), only on an owner's home.
const RoleSections = lazy(() => import('./RoleSections').then((m) => ({ default: m.RoleSections })));

/**
 * A home: greeting, in an owner the role's own figures and charts, the pages the role may open, where
 * the user works and, in an owner, its latest news.
 */
export function WorkspaceOverview({ kind, subtitle }: { kind: MenuKind; subtitle?: string }) {
  const news = usePagePermission(kind === 'default' ? 'news' : undefined);
  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <Greeting subtitle={subtitle} />
      </Col>
      <Col xs={24} xl={16}>
        <Flex vertical gap={24}>
          {kind === 'default' && (
            <Suspense fallback={null}>
              <RoleSections />
            </Suspense>
          )}
          <Shortcuts kind={kind} />
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={24}>
          <AccountFacts />
          {kind === 'default' && news.can('index') && (
            <Suspense fallback={null}>
              <LatestNews />
            </Suspense>
          )}
        </Flex>
      </Col>
    </Row>
  );
}
