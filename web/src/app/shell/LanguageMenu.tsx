import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

/** The menu offers Chinese and English (SPEC §9). */
export const LANGUAGES = [
  { key: 'zh-CN', label: '简体中文' },
  { key: 'en', label: 'English' },
];

export function LanguageMenu({ light }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((o) => o.key === i18n.language) ?? LANGUAGES[0];
  return (
    <Dropdown
      menu={{
        items: LANGUAGES,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
      trigger={['click']}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        aria-label={t('shell.language')}
        style={light ? { color: '#fff' } : undefined}
      >
        {current?.label}
      </Button>
    </Dropdown>
  );
}
