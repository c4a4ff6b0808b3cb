import { BankOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { avatarSrc } from '../../../lib/images';

/** An owner's logo as a small square thumbnail; a neutral icon when it has none or it fails to load. */
export function OwnerLogo({ logo, size = 32 }: { logo: string; size?: number }) {
  return (
    <Avatar
      shape="square"
      size={size}
      src={avatarSrc(logo)}
      icon={<BankOutlined />}
      style={{ background: logo ? 'transparent' : '#B0002E', flex: 'none' }}
    />
  );
}
