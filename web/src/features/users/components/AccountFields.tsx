import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { GENDERS, PERSON_NAME_MAX, PHONE_PATTERN } from '@app/contract';
import { Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The fields of the account itself (name, gender, mobile, e-mail), shared by the owner's user form
 * and the platform's account form. `locked` shows them read-only, with the reason above.
 */
export function AccountFields({ locked = false, onEnter }: { locked?: boolean; onEnter?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t('users.name')}
            rules={[{ required: true, whitespace: true, message: t('users.form.nameRequired') }]}
          >
            <Input maxLength={PERSON_NAME_MAX} disabled={locked} onPressEnter={onEnter} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="gender" label={t('users.gender')}>
            <Radio.Group
              disabled={locked}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`users.genders.${gender}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label={t('users.phone')}
            rules={[{ pattern: PHONE_PATTERN, message: t('users.form.phoneInvalid') }]}
          >
            <Input prefix={<PhoneOutlined />} maxLength={32} disabled={locked} onPressEnter={onEnter} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('users.email')}
            rules={[{ type: 'email', message: t('users.form.emailInvalid') }]}
          >
            <Input prefix={<MailOutlined />} maxLength={254} disabled={locked} onPressEnter={onEnter} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
