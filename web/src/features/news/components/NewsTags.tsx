import '../texts';
import type { NewsRow } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 置顶, and 定时发布 for one whose time has not come (only its writers see it). */
export function NewsTags({ item }: { item: Pick<NewsRow, 'pinned' | 'published_at'> }) {
  const { t } = useTranslation();
  return (
    <>
      {item.pinned && <Tag color="red">{t('news.pinned')}</Tag>}
      {new Date(item.published_at).getTime() > Date.now() && <Tag color="blue">{t('news.scheduled')}</Tag>}
    </>
  );
}
