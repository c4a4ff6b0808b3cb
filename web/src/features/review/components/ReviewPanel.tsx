import '../texts';
import type { WorkflowInstanceDetail } from '@app/contract';
import { Alert, Flex, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBar } from './ActionBar';
import { splitEditable } from './field-rights';
import { HistoryTimeline } from './HistoryTimeline';
import { ProgressTree } from './ProgressTree';
import { WorkflowStatusTag } from './WorkflowStatusTag';

type Json = Record<string, unknown>;

interface Props {
  detail: WorkflowInstanceDetail;
  schema: Json;
  uiSchema: Json;
  /** Draws the form with these schemas (the caller's hidden items left out). */
  renderForm(schema: Json, uiSchema: Json): ReactNode;
  /** Drawn right under the form: the page's own buttons (saving and submitting a sent-back form). */
  after?: ReactNode;
  /**
   * For an approver whose node may change some items: draws those items in an editor, and gives
   * the answers of `keys` that changed, or null when the editor refuses them.
   */
  editor?: ReviewEditor;
}

export interface ReviewEditor {
  render(schema: Json, uiSchema: Json): ReactNode;
  changes(keys: readonly string[]): Json | null;
}

const heading = { marginTop: 24, marginBottom: 8 } as const;

/**
 * A filled form under review (issue 13): its state and current step, the send-back reason, the form
 * as the caller's node may see it, the progress through the tree, the history and the caller's actions.
 */
export default function ReviewPanel({ detail, schema, uiSchema, renderForm, after, editor }: Props) {
  const { t } = useTranslation();
  const rights = detail.my_task?.field_rights;
  const split = useMemo(() => splitEditable(schema, uiSchema, rights), [schema, uiSchema, rights]);
  const editing = editor && split.editable;
  const sentBack =
    detail.status === 'sent_back'
      ? [...detail.history].reverse().find((entry) => entry.event === 'send_back')
      : undefined;
  return (
    <div>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }} data-testid="review-status">
        <Typography.Text type="secondary">{t('review.statusLine')}</Typography.Text>
        <WorkflowStatusTag status={detail.status} />
        {detail.step && <Typography.Text>{t('review.currentStep', { step: detail.step })}</Typography.Text>}
        {detail.my_task && (
          <Typography.Text strong style={{ color: '#1677ff' }}>
            {t('review.myTask', { node: detail.my_task.node_name })}
          </Typography.Text>
        )}
      </Flex>
      {detail.status === 'sent_back' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('review.sentBackTitle')}
          description={
            sentBack?.comment
              ? t('review.sentBackReason', {
                  reason: sentBack.comment,
                  name: sentBack.actor_name ?? t('review.system'),
                })
              : undefined
          }
        />
      )}
      <div style={{ maxWidth: 880 }}>
        {editing
          ? renderForm(split.read.schema, split.read.uiSchema)
          : renderForm(split.shown.schema, split.shown.uiSchema)}
      </div>
      {editing && (
        <section style={{ maxWidth: 880 }} aria-label={t('review.editable')}>
          <Typography.Title level={5} style={heading}>
            {t('review.editable')}
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal', marginInlineStart: 8 }}>
              {t('review.editableHint')}
            </Typography.Text>
          </Typography.Title>
          {editor.render(editing.schema, editing.uiSchema)}
        </section>
      )}
      {after}
      <Typography.Title level={5} style={heading}>
        {t('review.progress')}
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal', marginInlineStart: 8 }}>
          {t('review.workflowVersion', { name: detail.definition_name, version: detail.version })}
        </Typography.Text>
      </Typography.Title>
      <ProgressTree detail={detail} />
      <Typography.Title level={5} style={heading}>
        {t('review.history')}
      </Typography.Title>
      <HistoryTimeline history={detail.history} />
      <ActionBar detail={detail} changes={editing ? () => editor.changes(split.editKeys) : undefined} />
    </div>
  );
}
