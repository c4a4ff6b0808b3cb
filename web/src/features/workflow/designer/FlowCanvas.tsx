import {
  ApartmentOutlined,
  BranchesOutlined,
  CloseOutlined,
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { WorkflowNode } from '@app/contract';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleState } from '../api/independence';
import styles from './canvas.module.css';
import { branchSummary, type FourEyesNote, fourEyesNote, type Names, nodeSummary, type Summary } from './summary';
import { type BranchingNode, canMoveBranch, canRemoveBranch, type FlowRef, isBranching, type NodeKind } from './tree';

/** What the drawer shows: a node, or a branch of a branching node. */
export type Selection = { type: 'node' | 'branch'; id: string } | null;

export interface CanvasActions {
  select(selection: Selection): void;
  add(target: FlowRef, index: number, kind: NodeKind): void;
  removeNode(node: WorkflowNode): void;
  addBranch(node: BranchingNode): void;
  removeBranch(node: BranchingNode, index: number): void;
  moveBranch(branchId: string, delta: -1 | 1): void;
}

interface CanvasProps {
  flow: WorkflowNode[];
  selection: Selection;
  /** Node and branch ids with problems: outlined red. */
  invalid: ReadonlySet<string>;
  editable: boolean;
  names: Names;
  /** The owner's four-eyes rule for form reviews, which each approver card mentions. */
  formReview?: RuleState;
  actions: CanvasActions;
}

interface FlowContext extends Omit<CanvasProps, 'flow'> {}

const KIND_ICONS: Record<NodeKind, ReactNode> = {
  approver: <UserOutlined />,
  cc: <SendOutlined />,
  condition: <BranchesOutlined />,
  parallel: <ApartmentOutlined />,
};
const ADDABLE: NodeKind[] = ['approver', 'cc', 'condition', 'parallel'];

/** The whole tree: the submitter's start, the flow, the end. Scrolls both ways when wide or long. */
export function FlowCanvas({ flow, ...context }: CanvasProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.canvas} data-testid="workflow-canvas">
      <div className={styles.flow}>
        <div className={styles.card} style={{ cursor: 'default' }}>
          <div className={`${styles.cardHead} ${styles.start}`}>
            <UserOutlined />
            <span className={styles.title}>{t('workflow.start')}</span>
          </div>
          <div className={styles.cardBody} style={{ cursor: 'default' }}>
            <span className={styles.summary}>{t('workflow.startSummary')}</span>
          </div>
        </div>
        <Flow flow={flow} target={null} context={context} />
        <div className={styles.end}>{t('workflow.end')}</div>
      </div>
    </div>
  );
}

function Flow({ flow, target, context }: { flow: WorkflowNode[]; target: FlowRef; context: FlowContext }) {
  return (
    <>
      <Link target={target} index={0} context={context} />
      {flow.map((node, index) => (
        <div key={node.id} className={styles.column} style={{ width: '100%' }}>
          {isBranching(node) ? <Branches node={node} context={context} /> : <NodeCard node={node} context={context} />}
          <Link target={target} index={index + 1} context={context} />
        </div>
      ))}
    </>
  );
}

/** The line between two nodes, with the "+" that adds one there. */
function Link({ target, index, context }: { target: FlowRef; index: number; context: FlowContext }) {
  const { t } = useTranslation();
  return (
    <div className={styles.link}>
      {context.editable && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: ADDABLE.map((kind) => ({ key: kind, icon: KIND_ICONS[kind], label: t(`workflow.kind.${kind}`) })),
            onClick: ({ key }) => context.actions.add(target, index, key as NodeKind),
          }}
        >
          <Button
            type="primary"
            shape="circle"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('workflow.addNode')}
          />
        </Dropdown>
      )}
    </div>
  );
}

interface CardProps {
  id: string;
  kind: NodeKind | 'branch';
  title: string;
  summary: Summary;
  note?: FourEyesNote | null;
  selected: boolean;
  invalid: boolean;
  onOpen(): void;
  /** Buttons in the head, before delete. */
  tools?: ReactNode;
  onRemove?: () => void;
  removeLabel: string;
}

function Card(props: CardProps) {
  const classes = [
    styles.card,
    props.kind === 'branch' ? styles.branchCard : '',
    props.invalid ? styles.invalid : props.selected ? styles.selected : '',
  ];
  return (
    <div
      className={classes.join(' ')}
      data-testid={`workflow-card-${props.id}`}
      data-invalid={props.invalid || undefined}
    >
      <div className={`${styles.cardHead} ${props.kind === 'branch' ? '' : styles[props.kind]}`}>
        {props.kind !== 'branch' && KIND_ICONS[props.kind]}
        <span className={styles.title}>{props.title}</span>
        {props.tools}
        {props.onRemove && (
          <Button
            type="text"
            size="small"
            style={{ color: 'inherit' }}
            icon={<CloseOutlined />}
            aria-label={props.removeLabel}
            onClick={props.onRemove}
          />
        )}
      </div>
      <button
        type="button"
        className={styles.cardBody}
        onClick={props.onOpen}
        aria-label={[`${props.title}：${props.summary.text}`, props.note?.text].filter(Boolean).join('；')}
      >
        <span className={`${styles.summary} ${props.summary.missing ? styles.missing : ''}`}>{props.summary.text}</span>
        {props.note && <NoteLine note={props.note} />}
      </button>
    </div>
  );
}

/** The four-eyes rule under an approver card's summary: its full words are in the node's drawer. */
function NoteLine({ note }: { note: FourEyesNote }) {
  return (
    <span className={`${styles.note} ${note.relaxed ? styles.noteRelaxed : ''}`} data-testid="four-eyes-note">
      {note.relaxed ? <WarningOutlined /> : <SafetyCertificateOutlined />} {note.text}
    </span>
  );
}

function NodeCard({ node, context }: { node: WorkflowNode; context: FlowContext }) {
  const { t } = useTranslation();
  const { selection, invalid, editable, names, formReview, actions } = context;
  return (
    <Card
      id={node.id}
      kind={node.kind}
      title={node.name}
      summary={nodeSummary(node, names, t)}
      note={fourEyesNote(node, formReview, t)}
      selected={selection?.type === 'node' && selection.id === node.id}
      invalid={invalid.has(node.id)}
      onOpen={() => actions.select({ type: 'node', id: node.id })}
      onRemove={editable ? () => actions.removeNode(node) : undefined}
      removeLabel={t('workflow.removeNamed', { name: node.name })}
    />
  );
}

/** A condition or parallel node: its pill above, its branches side by side, each its own flow. */
function Branches({ node, context }: { node: BranchingNode; context: FlowContext }) {
  const { t } = useTranslation();
  const { selection, invalid, editable, names, actions } = context;
  const selectedNode = selection?.type === 'node' && selection.id === node.id;
  return (
    <div className={styles.group} data-testid={`workflow-group-${node.id}`}>
      <div className={styles.groupHead}>
        <Button
          size="small"
          shape="round"
          icon={KIND_ICONS[node.kind]}
          danger={invalid.has(node.id)}
          type={selectedNode ? 'primary' : 'default'}
          onClick={() => actions.select({ type: 'node', id: node.id })}
        >
          {node.name}
        </Button>
        {editable && (
          <>
            <Button size="small" shape="round" icon={<PlusOutlined />} onClick={() => actions.addBranch(node)}>
              {t(node.kind === 'condition' ? 'workflow.addCondition' : 'workflow.addBranch')}
            </Button>
            <Button
              size="small"
              shape="circle"
              icon={<CloseOutlined />}
              aria-label={t('workflow.removeNamed', { name: node.name })}
              onClick={() => actions.removeNode(node)}
            />
          </>
        )}
      </div>
      <div className={styles.branches}>
        {node.branches.map((branch, index) => {
          const last = index === node.branches.length - 1;
          const move = (delta: -1 | 1) =>
            editable && canMoveBranch(node, index, delta) ? () => actions.moveBranch(branch.id, delta) : undefined;
          const left = move(-1);
          const right = move(1);
          return (
            <div key={branch.id} className={styles.branch}>
              <Card
                id={branch.id}
                kind="branch"
                title={
                  node.kind === 'condition' && !last
                    ? `${branch.name} · ${t('workflow.priority', { n: index + 1 })}`
                    : branch.name
                }
                summary={branchSummary(branch, last, names, t)}
                selected={selection?.type === 'branch' && selection.id === branch.id}
                invalid={invalid.has(branch.id)}
                onOpen={() => actions.select({ type: 'branch', id: branch.id })}
                tools={
                  editable && (left || right) ? (
                    <>
                      <Button
                        type="text"
                        size="small"
                        icon={<LeftOutlined />}
                        disabled={!left}
                        aria-label={t('workflow.moveLeft', { name: branch.name })}
                        onClick={left}
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<RightOutlined />}
                        disabled={!right}
                        aria-label={t('workflow.moveRight', { name: branch.name })}
                        onClick={right}
                      />
                    </>
                  ) : undefined
                }
                onRemove={
                  editable && canRemoveBranch(node, index) ? () => actions.removeBranch(node, index) : undefined
                }
                removeLabel={t('workflow.removeNamed', { name: branch.name })}
              />
              <Flow flow={branch.flow} target={branch.id} context={context} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
