import { BRAND_COLOR } from '@app/contract';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { onFeedbackNeeded } from '../lib/feedback';
import { isRtl } from '../lib/i18n';
import { useLoadingStore } from '../stores/loading';

const LoadingDialog = lazy(() => import('./LoadingDialog'));
const FeedbackHost = lazy(() => import('./FeedbackHost'));

function Deferred({
  needed,
  component: Component,
}: {
  needed: boolean;
  component: LazyExoticComponent<ComponentType>;
}) {
  return needed ? (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  ) : null;
}

/** The loading dialog's code is fetched with the first call, the alerts' with the first alert. */
function DeferredHosts() {
  const pending = useLoadingStore((s) => s.pending);
  const [loadingNeeded, setLoadingNeeded] = useState(false);
  const [feedbackNeeded, setFeedbackNeeded] = useState(false);
  useEffect(() => {
    if (pending > 0) setLoadingNeeded(true);
  }, [pending]);
  useEffect(() => onFeedbackNeeded(() => setFeedbackNeeded(true)), []);
  return (
    <>
      <Deferred needed={loadingNeeded} component={LoadingDialog} />
      <Deferred needed={feedbackNeeded} component={FeedbackHost} />
    </>
  );
}

/** Chinese is the default and ships with the first page; English is fetched when chosen. */
function useAntdLocale(language: string): Locale {
  const [english, setEnglish] = useState<Locale | null>(null);
  useEffect(() => {
    if (language === 'en' && !english) void import('antd/locale/en_US').then((m) => setEnglish(m.default));
  }, [language, english]);
  return language === 'en' && english ? english : zhCN;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);
  return (
    <ConfigProvider
      locale={locale}
      direction={isRtl(i18n.language) ? 'rtl' : 'ltr'}
      theme={{ token: { colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, borderRadius: 6 } }}
    >
      <DeferredHosts />
      {children}
    </ConfigProvider>
  );
}
