import { Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';

/** The first thing a visitor sees, until the session check answers. */
export function LoadingScreen({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} aria-busy={!failed}>
      <img src="/static/logo.svg" alt="" width={64} height={64} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('app.name')}
      </Typography.Title>
      {failed ? (
        <>
          <Typography.Text type="danger" role="alert">
            {t('startup.failed')}
          </Typography.Text>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </>
      ) : (
        <Spin tip={t('startup.checking')}>
          <div className={styles.spinArea} />
        </Spin>
      )}
    </main>
  );
}
