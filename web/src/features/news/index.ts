import type { WebFeature } from '../../app/feature';

/**
 * The owner's announcements (新闻动态). The role homes show the latest through the public face's
 * `loadLatestNews`, lazily.
 */
export const newsFeature = {
  screens: {
    news: () => import('./routes/NewsPage'),
  },
} satisfies WebFeature;
