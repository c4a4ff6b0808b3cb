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
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { onFeedbackNeeded } from '../lib/feedback';
import { isRtl } from '../lib/i18n';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
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

/**
 * Menus slide and dialogs zoom unless the system asks for less motion; then every antd motion is off
 * and things appear where they end up. The journeys ask for it too: a click computed on a menu item
 * still sliding in landed on its neighbour.
 */
function useTheme() {
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(
    () => ({
      token: { colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, borderRadius: 6, motion: !reducedMotion },
    }),
    [reducedMotion],
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);
  const theme = useTheme();
  return (
    <ConfigProvider locale={locale} direction={isRtl(i18n.language) ? 'rtl' : 'ltr'} theme={theme}>
      <DeferredHosts />
      {children}
    </ConfigProvider>
  );
}
