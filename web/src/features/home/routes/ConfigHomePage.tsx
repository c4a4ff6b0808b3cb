import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountFacts } from '../components/AccountFacts';
import { Greeting } from '../components/Greeting';
import { Shortcuts } from '../components/Shortcuts';

export default function ConfigHomePage() {
  const { t } = useTranslation();
  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <Greeting subtitle={`${t('home.configTitle')} · ${t('home.configSubtitle')}`} />
      </Col>
      <Col xs={24} xl={16}>
        <Shortcuts kind="config" />
      </Col>
      <Col xs={24} xl={8}>
        <AccountFacts />
      </Col>
    </Row>
  );
}
