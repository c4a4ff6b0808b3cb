import { Select, type SelectProps, Space } from 'antd';
import { MENU_ICON_NAMES, menuIcon } from '../../../app/shell/menu-icons';

const OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space>
      {menuIcon(name)}
      <span>{name.replace(/Outlined$/, '')}</span>
    </Space>
  ),
}));

/** The icons the side menu can draw, each shown beside its name. */
export function IconSelect(props: SelectProps<string>) {
  return <Select<string> showSearch={{ optionFilterProp: 'value' }} options={OPTIONS} {...props} />;
}
