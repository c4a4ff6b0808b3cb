import type { IndependenceRule } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Switch, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { refreshIndependence, setIndependence } from '../api/independence';

interface Props {
  rule: IndependenceRule;
  canUpdate: boolean;
}

/** Who relaxed the rule and when; the name is empty when that member's account is gone. */
function RelaxedBy({ rule }: { rule: IndependenceRule }) {
  const { t } = useTranslation();
  if (!rule.relaxed || rule.relaxed_at === null) return null;
  const at = dayjs(rule.relaxed_at).format('YYYY-MM-DD HH:mm');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {rule.relaxed_by_name
        ? t('workflow.fourEyes.relaxedBy', { name: rule.relaxed_by_name, at })
        : t('workflow.fourEyes.relaxedAt', { at })}
    </Typography.Text>
  );
}

/** One kind of review: what the rule keeps apart, whether it holds, and the switch that relaxes it. */
export function FourEyesRuleRow({ rule, canUpdate }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const title = t(`workflow.fourEyes.kind.${rule.kind}`);

  const change = async (relaxed: boolean) => {
    // Relaxing weakens an audit safeguard: asked once more. Restoring the rule is asked nothing.
    const confirmed =
      !relaxed ||
      (await confirmDialog(t('workflow.fourEyes.confirm', { kind: title }), t('workflow.fourEyes.confirmTitle')));
    if (!confirmed) return;
    setSaving(true);
    try {
      await setIndependence({ kind: rule.kind, relaxed });
      // The switch keeps spinning until the rules read again show the change (and who made it).
      await refreshIndependence(queryClient);
      alertBanner('success', t(relaxed ? 'workflow.fourEyes.relaxed' : 'workflow.fourEyes.restored', { kind: title }));
    } catch {
      // The HTTP client has shown why; the switch keeps what the server holds.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex
      role="group"
      aria-labelledby={titleId}
      data-testid={`four-eyes-${rule.kind}`}
      gap={16}
      justify="space-between"
      align="start"
      wrap
    >
      <Flex vertical gap={2} style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong id={titleId}>
            {title}
          </Typography.Text>
          {rule.relaxed ? (
            <Tag color="warning">{t('workflow.fourEyes.stateRelaxed')}</Tag>
          ) : (
            <Tag color="success">{t('workflow.fourEyes.stateHolds')}</Tag>
          )}
        </Flex>
        <Typography.Text type="secondary">{t(`workflow.fourEyes.explain.${rule.kind}`)}</Typography.Text>
        <RelaxedBy rule={rule} />
      </Flex>
      <Flex gap={8} align="center">
        <Switch
          checked={rule.relaxed}
          loading={saving}
          disabled={!canUpdate}
          aria-label={t('workflow.fourEyes.allowFor', { kind: title })}
          onChange={(relaxed) => void change(relaxed)}
        />
        <Typography.Text type={canUpdate ? undefined : 'secondary'} aria-hidden>
          {t('workflow.fourEyes.allow')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
