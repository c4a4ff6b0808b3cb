import {
  APPROVAL_MODES,
  type ApproverNode,
  type ConditionBranch,
  EMPTY_APPROVER_RULES,
  TIMEOUT_ACTIONS,
  type Timeout,
  type TimeoutAction,
  WORKFLOW_HOURS_MAX,
  WORKFLOW_NODE_NAME_MAX,
  type WorkflowNode,
} from '@app/contract';
import { Alert, Checkbox, Divider, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuleState } from '../api/independence';
import type { BoundItem } from '../api/workflows';
import { AssigneeSelect, OneAssigneeSelect } from './AssigneeSelect';
import { ConditionList } from './ConditionList';
import { FieldRights } from './FieldRights';
import type { Selection } from './FlowCanvas';
import { FourEyesHint } from './FourEyesHint';
import { type Branch, findBranch, findNode } from './tree';

export interface PanelProps {
  flow: WorkflowNode[];
  selection: Selection;
  items: BoundItem[];
  itemsLoading: boolean;
  editable: boolean;
  /** What is wrong with the selected node or branch, in words. */
  problems: string[];
  /** The owner's four-eyes rule for form reviews, which an approver node states. */
  formReview?: RuleState;
  /** A changed node; `field` merges typing into one undo step. */
  onNode(node: WorkflowNode, field: string): void;
  onBranch(id: string, patch: Partial<ConditionBranch>, field: string): void;
}

/** The drawer's content: the selected node's or branch's properties. */
export function NodePanel(props: PanelProps) {
  const { t } = useTranslation();
  const { flow, selection, problems } = props;
  if (!selection) return null;
  const body = (() => {
    if (selection.type === 'branch') {
      const found = findBranch(flow, selection.id);
      if (!found) return null;
      return <BranchPanel {...props} branch={found.branch} last={found.index === found.node.branches.length - 1} />;
    }
    const node = findNode(flow, selection.id);
    if (!node) return null;
    if (node.kind === 'approver') return <ApproverPanel {...props} node={node} />;
    return (
      <Form layout="vertical" component="div">
        <NameField {...props} node={node} />
        {node.kind === 'cc' && (
          <Form.Item label={t('workflow.ccAssignees')} htmlFor="workflow-assignees" required>
            <AssigneeSelect
              id="workflow-assignees"
              value={node.assignees}
              disabled={!props.editable}
              status={node.assignees.length === 0 ? 'error' : undefined}
              onChange={(assignees) => props.onNode({ ...node, assignees }, 'assignees')}
            />
          </Form.Item>
        )}
      </Form>
    );
  })();
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {problems.length > 0 && <Alert type="error" showIcon title={problems.join('；')} />}
      {body}
    </Space>
  );
}

function NameField({ node, editable, onNode }: PanelProps & { node: WorkflowNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('workflow.nodeName')} htmlFor="workflow-node-name" required>
      <Input
        id="workflow-node-name"
        value={node.name}
        maxLength={WORKFLOW_NODE_NAME_MAX}
        disabled={!editable}
        status={node.name.trim() ? undefined : 'error'}
        onChange={(event) => onNode({ ...node, name: event.target.value }, 'name')}
      />
    </Form.Item>
  );
}

function ApproverPanel(props: PanelProps & { node: ApproverNode }) {
  const { t } = useTranslation();
  const { node, editable, onNode } = props;
  const set = (patch: Partial<ApproverNode>, field: string) => onNode({ ...node, ...patch }, field);
  const timeout = node.timeout ?? {};
  const setTimeout = (patch: Partial<Timeout>, field: string) => {
    const next: Timeout = { ...timeout, ...patch };
    for (const key of Object.keys(next) as (keyof Timeout)[]) if (next[key] === undefined) delete next[key];
    if (next.action !== 'escalate') delete next.escalate_to;
    const { timeout: _, ...rest } = node;
    onNode(Object.keys(next).length > 0 ? { ...rest, timeout: next } : rest, field);
  };
  const hours = (value: number | null) => (value === null ? undefined : Math.round(value));
  return (
    <Form layout="vertical" component="div">
      <NameField {...props} />
      <Form.Item label={t('workflow.approvers')} htmlFor="workflow-assignees" required>
        <AssigneeSelect
          id="workflow-assignees"
          value={node.assignees}
          disabled={!editable}
          status={node.assignees.length === 0 ? 'error' : undefined}
          onChange={(assignees) => set({ assignees }, 'assignees')}
        />
      </Form.Item>
      <FourEyesHint rule={props.formReview} />
      <Form.Item label={t('workflow.modeLabel')}>
        <Radio.Group
          aria-label={t('workflow.modeLabel')}
          value={node.mode}
          disabled={!editable}
          onChange={(event) => set({ mode: event.target.value }, 'mode')}
        >
          <Space orientation="vertical" size={4}>
            {APPROVAL_MODES.map((mode) => (
              <Radio key={mode} value={mode}>
                {t(`workflow.mode.${mode}`)}
                <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                  {t(`workflow.modeHint.${mode}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('workflow.emptyRuleLabel')}>
        <Radio.Group
          aria-label={t('workflow.emptyRuleLabel')}
          value={node.empty_rule}
          disabled={!editable}
          onChange={(event) => set({ empty_rule: event.target.value }, 'empty_rule')}
          options={EMPTY_APPROVER_RULES.map((rule) => ({ value: rule, label: t(`workflow.emptyRule.${rule}`) }))}
        />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        {t('workflow.timeout')}
      </Divider>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Checkbox
            checked={timeout.remind_after_hours !== undefined}
            disabled={!editable}
            onChange={(event) => setTimeout({ remind_after_hours: event.target.checked ? 24 : undefined }, 'remind')}
          >
            {t('workflow.remindAfter')}
          </Checkbox>
          <InputNumber
            aria-label={t('workflow.remindHours')}
            min={1}
            max={WORKFLOW_HOURS_MAX}
            precision={0}
            suffix={t('workflow.hours')}
            value={timeout.remind_after_hours ?? null}
            disabled={!editable || timeout.remind_after_hours === undefined}
            onChange={(value) => setTimeout({ remind_after_hours: hours(value) ?? 1 }, 'remind_hours')}
            style={{ width: 120 }}
          />
        </Space>
        <Space wrap>
          <Checkbox
            checked={timeout.action !== undefined}
            disabled={!editable}
            onChange={(event) =>
              setTimeout(
                event.target.checked
                  ? { action: 'approve', act_after_hours: timeout.act_after_hours ?? 48 }
                  : { action: undefined, act_after_hours: undefined },
                'act',
              )
            }
          >
            {t('workflow.actAfter')}
          </Checkbox>
          <InputNumber
            aria-label={t('workflow.actHours')}
            min={1}
            max={WORKFLOW_HOURS_MAX}
            precision={0}
            suffix={t('workflow.hours')}
            value={timeout.act_after_hours ?? null}
            disabled={!editable || timeout.action === undefined}
            onChange={(value) => setTimeout({ act_after_hours: hours(value) ?? 1 }, 'act_hours')}
            style={{ width: 120 }}
          />
          <Select<TimeoutAction>
            aria-label={t('workflow.timeoutAction')}
            value={timeout.action}
            disabled={!editable || timeout.action === undefined}
            options={TIMEOUT_ACTIONS.map((action) => ({
              value: action,
              label: t(`workflow.timeoutActions.${action}`),
            }))}
            onChange={(action) => setTimeout({ action }, 'action')}
            style={{ width: 120 }}
          />
        </Space>
        {timeout.action === 'escalate' && (
          <Form.Item
            label={t('workflow.escalateTo')}
            htmlFor="workflow-escalate-to"
            required
            style={{ marginBottom: 0 }}
          >
            <OneAssigneeSelect
              id="workflow-escalate-to"
              value={timeout.escalate_to}
              disabled={!editable}
              status={timeout.escalate_to ? undefined : 'error'}
              onChange={(escalate_to) => setTimeout({ escalate_to }, 'escalate_to')}
            />
          </Form.Item>
        )}
      </Space>
      <Divider titlePlacement="start" plain>
        {t('workflow.fieldRights')}
      </Divider>
      <FieldRights
        items={props.items}
        loading={props.itemsLoading}
        value={node.field_rights}
        disabled={!editable}
        onChange={(field_rights) => {
          const { field_rights: _, ...rest } = node;
          onNode(field_rights ? { ...rest, field_rights } : rest, 'field_rights');
        }}
      />
    </Form>
  );
}

function BranchPanel(props: PanelProps & { branch: Branch; last: boolean }) {
  const { t } = useTranslation();
  const { branch, last, editable, onBranch } = props;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('workflow.branchName')} htmlFor="workflow-branch-name" required>
        <Input
          id="workflow-branch-name"
          value={branch.name}
          maxLength={WORKFLOW_NODE_NAME_MAX}
          disabled={!editable}
          status={branch.name.trim() ? undefined : 'error'}
          onChange={(event) => onBranch(branch.id, { name: event.target.value }, 'name')}
        />
      </Form.Item>
      {'conditions' in branch &&
        (last ? (
          <Alert type="info" showIcon title={t('workflow.otherwiseHint')} />
        ) : (
          <Form.Item label={t('workflow.conditions')} tooltip={t('workflow.conditionsHint')}>
            <ConditionList
              value={branch.conditions}
              items={props.items}
              disabled={!editable}
              onChange={(conditions) => onBranch(branch.id, { conditions }, 'conditions')}
            />
          </Form.Item>
        ))}
    </Form>
  );
}
