import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SocketState, useSocketState } from '../../lib/socket';

/** The dot's colour on the brand-blue bar: green when live, amber while connecting, grey when off. */
const COLOURS: Record<SocketState, string> = {
  connected: '#73d13d',
  connecting: '#ffc53d',
  unavailable: 'rgba(255,255,255,.45)',
  off: 'rgba(255,255,255,.45)',
};

/**
 * The real-time connection's state in the top bar: a small dot, its meaning in a tooltip and in its
 * accessible name. Not a live region: a reconnection should not interrupt a screen reader.
 */
export function ConnectionState() {
  const { t } = useTranslation();
  const state = useSocketState((s) => s.state);
  const label = t('shell.realtime.label', { state: t(`shell.realtime.${state}`) });
  return (
    <Tooltip title={label}>
      <span
        role="img"
        aria-label={label}
        data-state={state}
        style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 32 }}
      >
        <span
          style={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: COLOURS[state],
            boxShadow: '0 0 0 2px rgba(255,255,255,.25)',
          }}
        />
      </span>
    </Tooltip>
  );
}
