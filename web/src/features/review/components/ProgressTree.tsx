import {
  CheckCircleFilled,
  ClockCircleFilled,
  FlagOutlined,
  MinusCircleOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { type WorkflowInstanceDetail, type WorkflowNode, walkNodes } from '@app/contract';
import { Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type NodeState = WorkflowInstanceDetail['node_states'][string];
type Detail = Pick<WorkflowInstanceDetail, 'flow' | 'node_states' | 'tasks' | 'status' | 'submitter_name'>;

const ICONS: Record<NodeState, ReactNode> = {
  done: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  active: <ClockCircleFilled style={{ color: '#1677ff' }} />,
  skipped: <MinusCircleOutlined style={{ color: '#bfbfbf' }} />,
  pending: (
    <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, border: '2px solid #d9d9d9' }} />
  ),
};

const row: CSSProperties = { minHeight: 28 };
const branchBox: CSSProperties = { borderInlineStart: '2px solid #f0f0f0', paddingInlineStart: 12, marginBlock: 4 };

/** A node's state; a branch has none of its own, so it is done or active as soon as one of its nodes is. */
function stateOf(detail: Detail, id: string, flow?: readonly WorkflowNode[]): NodeState {
  const own = detail.node_states[id];
  if (own || !flow) return own ?? 'pending';
  const states = walkNodes(flow).map((node) => detail.node_states[node.id] ?? 'pending');
  if (states.includes('active')) return 'active';
  if (states.includes('done')) return 'done';
  return states.length > 0 && states.every((s) => s === 'skipped') ? 'skipped' : 'pending';
}

function Flow({ detail, flow }: { detail: Detail; flow: readonly WorkflowNode[] }) {
  return (
    <>
      {flow.map((node) => (
        <Node key={node.id} detail={detail} node={node} />
      ))}
    </>
  );
}

function Node({ detail, node }: { detail: Detail; node: WorkflowNode }) {
  const { t } = useTranslation();
  const state = stateOf(detail, node.id);
  const waiting = detail.tasks
    .filter((task) => task.node_id === node.id && (task.status === 'open' || task.status === 'waiting'))
    .map((task) => task.assignee_name);
  const muted = state === 'skipped' || state === 'pending';
  return (
    <div data-testid={`node-${node.id}`} data-state={state}>
      <Flex gap={8} align="center" wrap style={row}>
        <span aria-hidden>{ICONS[state]}</span>
        <Typography.Text
          strong={state === 'active'}
          type={muted ? 'secondary' : undefined}
          delete={state === 'skipped'}
        >
          {node.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`review.nodeKind.${node.kind}`)} · {t(`review.nodeState.${state}`)}
        </Typography.Text>
        {waiting.length > 0 && (
          <Typography.Text style={{ fontSize: 12, color: '#1677ff' }}>{waiting.join('、')}</Typography.Text>
        )}
      </Flex>
      {(node.kind === 'condition' || node.kind === 'parallel') &&
        node.branches.map((branch) => {
          const branchState = stateOf(detail, branch.id, branch.flow);
          return (
            <div key={branch.id} style={branchBox} data-testid={`branch-${branch.id}`} data-state={branchState}>
              <Typography.Text
                type={branchState === 'done' || branchState === 'active' ? undefined : 'secondary'}
                style={{ fontSize: 12 }}
              >
                {branch.name}
                {node.kind === 'condition' && (branchState === 'done' || branchState === 'active')
                  ? `（${t('review.branchTaken')}）`
                  : ''}
              </Typography.Text>
              <Flow detail={detail} flow={branch.flow} />
            </div>
          );
        })}
    </div>
  );
}

/** The version's tree with this round's state of each node: done ✓, active, skipped, pending. */
export function ProgressTree({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const ended = detail.status === 'approved' || detail.status === 'rejected';
  return (
    <div>
      <Flex gap={8} align="center" style={row}>
        <SendOutlined style={{ color: '#52c41a' }} />
        <Typography.Text>{t('review.start')}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {detail.submitter_name}
        </Typography.Text>
      </Flex>
      <Flow detail={detail} flow={detail.flow} />
      <Flex gap={8} align="center" style={row}>
        <FlagOutlined style={{ color: ended ? '#52c41a' : '#bfbfbf' }} />
        <Typography.Text type={ended ? undefined : 'secondary'}>{t('review.end')}</Typography.Text>
      </Flex>
    </div>
  );
}
