import { BRAND_COLOR } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../lib/i18n';
import { queryClient } from '../lib/query';
import { FeedbackBridge } from './FeedbackBridge';
import { LoadingDialog } from './LoadingDialog';

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={i18n.language === 'en' ? enUS : zhCN}
        direction={isRtl(i18n.language) ? 'rtl' : 'ltr'}
        theme={{ token: { colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, borderRadius: 6 } }}
      >
        <App>
          <FeedbackBridge />
          <LoadingDialog />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
