import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';

/** The first thing a visitor sees, until the session check answers. */
export function LoadingScreen({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} aria-busy={!failed}>
      <img src="/static/logo.svg" alt="" width={64} height={64} />
      <h1 className={styles.title}>{t('app.name')}</h1>
      {failed ? (
        <>
          <p className={styles.failed} role="alert">
            {t('startup.failed')}
          </p>
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
