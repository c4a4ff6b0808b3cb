import { NCR_STATES, type NcrState } from '@app/contract';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The loop as steps: those done, the one waiting (highlighted), those to come; a closed NCR has
 * every step done. A phone lists them down the screen, where six titles side by side do not fit.
 */
export function NcrStages({ state, phone }: { state: NcrState; phone: boolean }) {
  const { t } = useTranslation();
  return (
    <Steps
      size="small"
      orientation={phone ? 'vertical' : 'horizontal'}
      current={NCR_STATES.indexOf(state)}
      status={state === 'closed' ? 'finish' : 'process'}
      items={NCR_STATES.map((stage) => ({ key: stage, title: t(`ncr.stage.${stage}`) }))}
      style={{ marginBottom: 16 }}
    />
  );
}
