import { CLOCK_TICK_MS } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../lib/dates';

export function Clock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const format = i18n.language === 'en' ? 'ddd, MMM D YYYY HH:mm:ss' : 'YYYY年M月D日 dddd HH:mm:ss';
  return (
    <time dateTime={now.toISOString()} style={{ fontVariantNumeric: 'tabular-nums', color: 'rgba(0,0,0,.55)' }}>
      {now.locale(i18n.language === 'en' ? 'en' : 'zh-cn').format(format)}
    </time>
  );
}
