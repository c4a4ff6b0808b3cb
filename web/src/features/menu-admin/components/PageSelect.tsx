import { isBuiltPage, layoutRoutes, type RouteDef, type RouteTitles, SECTIONS } from '@app/contract';
import { Select, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '../../../lib/localize';

/**
 * Pages a menu entry may link: those of the owner's layout that have a screen (BUILT_PAGES) and whose
 * path needs no parameters, as the server allows. `kept`, the page an entry already links, stays
 * listed even without a screen, so an older entry still shows its page when edited.
 */
export const menuPages = (isConfig: boolean, kept: string | undefined): RouteDef[] =>
  layoutRoutes(isConfig).filter(
    (route) => !route.path.includes('/:') && (isBuiltPage(route.name) || route.name === kept),
  );

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  isConfig: boolean;
  /** Pages other entries already link; the server refuses a second entry for one page. */
  used: ReadonlySet<string>;
  own?: RouteTitles;
  /** The page the edited entry links already, offered even if it has no screen. */
  kept?: string;
  disabled?: boolean;
}

/** Pages by section, found by title (as this owner names them) or path. */
export function PageSelect({ isConfig, used, own, kept, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const options = useMemo(() => {
    const pages = menuPages(isConfig, kept);
    return SECTIONS.map((section) => ({
      label: pick(section.title),
      title: pick(section.title),
      options: pages
        .filter((route) => route.section === section.key)
        .map((route) => {
          const title = pick(route.title, own?.[route.name]);
          return {
            value: route.name,
            disabled: used.has(route.name),
            search: [title, route.title.zh, route.title.en, route.path].join(' '),
            label: (
              <Space size={6}>
                {title}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {route.path}
                </Typography.Text>
                {used.has(route.name) && <Tag>{t('menuAdmin.inMenu')}</Tag>}
              </Space>
            ),
          };
        }),
    })).filter((group) => group.options.length > 0);
  }, [isConfig, kept, used, own, i18n.language, t]);

  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'search' }}
      options={options}
      placeholder={t('menuAdmin.pageSearch')}
      {...rest}
    />
  );
}
