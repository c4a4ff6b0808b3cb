import { Col, Row } from 'antd';
import { AccountFacts } from '../components/AccountFacts';
import { Greeting } from '../components/Greeting';
import { Shortcuts } from '../components/Shortcuts';

export default function HomePage() {
  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <Greeting />
      </Col>
      <Col xs={24} xl={16}>
        <Shortcuts kind="default" />
      </Col>
      <Col xs={24} xl={8}>
        <AccountFacts />
      </Col>
    </Row>
  );
}
