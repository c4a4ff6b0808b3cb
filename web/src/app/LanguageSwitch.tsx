import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The language choice of the login page: two plain buttons instead of the shell's dropdown, so the
 * first page a visitor loads stays light.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const options = [
    { key: 'zh-CN', label: '简体中文' },
    { key: 'en', label: 'English' },
  ];
  return (
    <Space size={0} role="group" aria-label={t('shell.language')}>
      {options.map((option) => (
        <Button
          key={option.key}
          type="link"
          aria-pressed={i18n.language === option.key}
          disabled={i18n.language === option.key}
          onClick={() => void i18n.changeLanguage(option.key)}
        >
          {option.label}
        </Button>
      ))}
    </Space>
  );
}
