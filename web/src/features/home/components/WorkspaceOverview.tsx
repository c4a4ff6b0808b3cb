import { Col, Row } from 'antd';
import type { MenuKind } from '../../../app/shell/useMenu';
import { AccountFacts } from './AccountFacts';
import { Greeting } from './Greeting';
import { Shortcuts } from './Shortcuts';

/** A home: greeting, the pages the role may open, and where the user works. */
export function WorkspaceOverview({ kind, subtitle }: { kind: MenuKind; subtitle?: string }) {
  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <Greeting subtitle={subtitle} />
      </Col>
      <Col xs={24} xl={16}>
        <Shortcuts kind={kind} />
      </Col>
      <Col xs={24} xl={8}>
        <AccountFacts />
      </Col>
    </Row>
  );
}
