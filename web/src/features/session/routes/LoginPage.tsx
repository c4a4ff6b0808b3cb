import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { APP_VERSION, Code, type LoginBody, PASSWORD_MAX, USERNAME_MAX } from '@app/contract';
import { Alert, Button, Form } from 'antd';
// The two inputs by their own modules: the `Input` barrel also pulls TextArea, Search and OTP into
// the login page, about 10 KB it must not carry (DESIGN §8 budget).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../app/LanguageSwitch';
import { applyFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { safeReturnPath } from '../../../lib/navigation';
import { useSessionStore } from '../../../stores/session';
import { login } from '../api/session';
import { kickMessage } from '../kick-message';
import styles from './login-page.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginBody>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kicked = useSessionStore((s) => s.kicked);
  const kick = kicked && kickMessage(kicked);

  const submit = async (values: LoginBody) => {
    setBusy(true);
    setProblem(null);
    try {
      const info = await login(values);
      const home = info.owner?.isConfig ? '/config/home' : '/home';
      navigate(safeReturnPath(params.get('to')) ?? home, { replace: true });
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      const known = error instanceof ApiError && error.code !== Code.Error;
      setProblem(known ? error.msg : t('startup.failed'));
    } finally {
      setBusy(false);
    }
  };

  const points = t('login.heroPoints', { returnObjects: true }) as string[];

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-hidden="true">
        <div className={styles.brand}>
          <img src="/static/logo.svg" alt="" width={40} height={40} />
          {t('app.name')}
        </div>
        <div>
          <h2 className={styles.heroTitle}>{t('login.heroTitle')}</h2>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className={styles.muted}>{t('app.tagline')}</div>
      </section>
      <main className={styles.panel}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <div className={styles.formWrap}>
          <div className={styles.form}>
            <h1 className={styles.title}>{t('login.title')}</h1>
            <p className={styles.welcome}>{t('login.welcome')}</p>
            {kick && (
              <Alert
                type="warning"
                title={kick.title}
                description={kick.text}
                showIcon
                role="alert"
                style={{ marginBottom: 24 }}
              />
            )}
            {problem && <Alert type="error" title={problem} showIcon role="alert" style={{ marginBottom: 24 }} />}
            <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
              <Form.Item
                name="username"
                label={t('login.account')}
                rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
              >
                <Input prefix={<UserOutlined />} autoComplete="username" maxLength={USERNAME_MAX} autoFocus />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('login.password')}
                rules={[{ required: true, message: t('login.passwordRequired') }]}
              >
                <Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={PASSWORD_MAX} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy} style={{ marginTop: 8 }}>
                {busy ? t('login.signingIn') : t('login.submit')}
              </Button>
            </Form>
          </div>
        </div>
        <div className={styles.footer}>
          {t('login.copyright', { year: new Date().getFullYear() })} · {t('app.version', { version: APP_VERSION })}
        </div>
      </main>
    </div>
  );
}
