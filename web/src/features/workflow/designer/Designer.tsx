import {
  Code,
  type ConditionBranch,
  WORKFLOW_BRANCHES_MAX,
  type WorkflowDefinitionDetail,
  type WorkflowNode,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Drawer, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import { useIndependence } from '../api/independence';
import { publishWorkflow, refreshWorkflows, saveWorkflow, useBoundItems } from '../api/workflows';
import { type CanvasActions, FlowCanvas, type Selection } from './FlowCanvas';
import { commit, type History, redo, settle, startHistory, undo } from './history';
import { NodePanel } from './NodePanel';
import { ProblemList } from './ProblemList';
import { localProblems, type Problem, serverProblems } from './problems';
import { type Settings, Toolbar } from './Toolbar';
import {
  addBranch,
  findBranch,
  findNode,
  freshId,
  insertNode,
  moveBranch,
  newNode,
  nodesWithin,
  removeBranch,
  removeNode,
  replaceNode,
  treeIds,
  updateBranch,
} from './tree';
import { useNames } from './use-names';

interface Props {
  definition: WorkflowDefinitionDetail;
  editable: boolean;
  /** Whether the caller's permissions are known (until then, nothing is said about read-only). */
  permissionKnown: boolean;
}

const MESSAGE_KEY = /^[a-zA-Z]+(\.[a-zA-Z]+)+$/;

const snapshot = (settings: Settings, flow: readonly WorkflowNode[]) => JSON.stringify([settings, flow]);

/** The designer of a workflow definition's draft: toolbar, canvas and the selected node's drawer. */
export function Designer({ definition, editable, permissionKnown }: Props) {
  const { t, i18n } = useTranslation();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const [history, setHistory] = useState<History<WorkflowNode[]>>(() => startHistory(definition.flow));
  const flow = history.present;
  const [settings, setSettings] = useState<Settings>({
    name: definition.name,
    enabled: definition.enabled,
    families: definition.families,
    template_ids: definition.template_ids,
  });
  const [saved, setSaved] = useState(() => snapshot(settings, definition.flow));
  const [selection, setSelection] = useState<Selection>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  /** Which checks the canvas shows, after a save or publication they stopped. */
  const [checking, setChecking] = useState<'save' | 'publish' | null>(null);
  const [fromServer, setFromServer] = useState<Problem[]>([]);
  const [settingErrors, setSettingErrors] = useState<Record<string, string>>({});
  const [latest, setLatest] = useState({ version: definition.latest_version, changed: definition.changed });

  const dirty = snapshot(settings, flow) !== saved;
  useUnsavedGuard(editable && dirty, t('workflow.leave'));

  const names = useNames(settings.template_ids);
  const bound = useBoundItems(settings.template_ids);
  // Approver nodes say who the four-eyes rule keeps out of their review.
  const formReview = useIndependence('form_review');

  const problems = useMemo(
    () => [...(checking ? localProblems(flow, checking === 'publish') : []), ...fromServer],
    [checking, flow, fromServer],
  );
  const invalid = useMemo(() => new Set(problems.flatMap((p) => (p.id ? [p.id] : []))), [problems]);
  // Local problems are message keys of the contract; the server's are words already.
  const words = useCallback(
    (message: string) =>
      MESSAGE_KEY.test(message) ? (i18n.exists(message) ? t(message) : t('workflow.problemInvalid')) : message,
    [i18n, t],
  );

  const change = (next: WorkflowNode[], edit?: string) => {
    setHistory((current) => commit(current, next, edit));
    setFromServer([]);
  };

  // Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, except while typing in a field.
  useEffect(() => {
    if (!editable) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, [contenteditable="true"]')) return;
      event.preventDefault();
      setHistory((current) => (key === 'y' || event.shiftKey ? redo(current) : undo(current)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editable]);

  const branchName = (kind: 'condition' | 'parallel', n: number) =>
    t(kind === 'condition' ? 'workflow.conditionN' : 'workflow.branchN', { n });

  const confirmRemoval = async (held: number, name: string) =>
    held === 0 || (await confirmDanger(t('workflow.removeConfirm', { name, count: held })));

  const actions: CanvasActions = {
    select: (next) => {
      setSelection(next);
      setHistory(settle);
    },
    add: (target, index, kind) => {
      const node = newNode(kind, treeIds(flow), {
        node: t(`workflow.kind.${kind}`),
        branch: (n) => branchName(kind === 'parallel' ? 'parallel' : 'condition', n),
        otherwise: t('workflow.otherwise'),
      });
      change(insertNode(flow, target, index, node));
      setSelection(kind === 'condition' || kind === 'parallel' ? null : { type: 'node', id: node.id });
    },
    removeNode: async (node) => {
      if (!(await confirmRemoval(nodesWithin(node), node.name))) return;
      change(removeNode(flow, node.id));
      setSelection(null);
    },
    addBranch: (node) => {
      const count = node.kind === 'condition' ? node.branches.length : node.branches.length + 1;
      if (node.branches.length >= WORKFLOW_BRANCHES_MAX) {
        alertBanner('warning', t('workflow.tooManyBranches', { max: WORKFLOW_BRANCHES_MAX }));
        return;
      }
      const id = freshId(treeIds(flow), 'b');
      change(
        addBranch(
          flow,
          node.id,
          { id, name: branchName(node.kind, count), conditions: [], flow: [] },
          WORKFLOW_BRANCHES_MAX,
        ),
      );
      setSelection({ type: 'branch', id });
    },
    removeBranch: async (node, index) => {
      const branch = node.branches[index];
      if (!branch || !(await confirmRemoval(nodesWithin(branch), branch.name))) return;
      change(removeBranch(flow, branch.id));
      setSelection(null);
    },
    moveBranch: (id, delta) => change(moveBranch(flow, id, delta)),
  };

  const onNode = (node: WorkflowNode, field: string) => change(replaceNode(flow, node), `${node.id}:${field}`);
  const onBranch = (id: string, patch: Partial<ConditionBranch>, field: string) =>
    change(updateBranch(flow, id, patch), `${id}:${field}`);

  /** Shows what stops a save or publication; false when something does. */
  const checked = (mode: 'save' | 'publish'): boolean => {
    const found = localProblems(flow, mode === 'publish');
    if (!settings.name.trim()) {
      setSettingErrors({ name: t('workflow.namePlaceholder') });
      alertBanner('warning', t('workflow.namePlaceholder'));
      return false;
    }
    if (found.length === 0) return true;
    setChecking(mode);
    const first = found.find((problem) => problem.id);
    if (first?.id)
      setSelection(findBranch(flow, first.id) ? { type: 'branch', id: first.id } : { type: 'node', id: first.id });
    alertBanner('warning', t('workflow.fixFirst', { count: found.length }));
    return false;
  };

  /** Takes a refusal: field errors land on the tree or the settings, anything else is said. */
  const refused = (error: unknown, sent: readonly WorkflowNode[]) => {
    if (error instanceof ApiError && error.code === Code.FieldErrors && error.extra.errdata) {
      const { name, families, template_ids, enabled, ...rest } = error.extra.errdata;
      const own = Object.fromEntries(
        Object.entries({ name, families, template_ids, enabled }).flatMap(([key, messages]) =>
          messages ? [[key, messages.join('；')]] : [],
        ),
      );
      setSettingErrors(own);
      setFromServer(serverProblems(sent, rest));
      alertBanner('warning', error.msg || t('workflow.serverErrors'));
    } else {
      alertBanner('error', error instanceof ApiError ? error.msg : String(error));
    }
  };

  const save = async (): Promise<boolean> => {
    if (!checked('save')) return false;
    const sentSettings = settings;
    const sent = flow;
    try {
      await saveWorkflow({ id: definition.id, ...sentSettings, name: sentSettings.name.trim(), flow: sent });
      setSaved(snapshot(sentSettings, sent));
      setSettingErrors({});
      setFromServer([]);
      setChecking(null);
      setLatest((current) => ({ ...current, changed: true }));
      void refreshWorkflows(queryClient);
      return true;
    } catch (error) {
      refused(error, sent);
      return false;
    }
  };

  const runSave = async () => {
    setBusy('save');
    try {
      if (await save()) alertBanner('success', t('workflow.saved'));
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    if (!checked('publish')) return;
    const next = (latest.version ?? 0) + 1;
    if (!(await confirmDialog(t('workflow.publishConfirm', { version: next }), t('workflow.publishTitle')))) return;
    setBusy('publish');
    try {
      if (dirty && !(await save())) return;
      const { version } = await publishWorkflow(definition.id);
      setLatest({ version, changed: false });
      setChecking(null);
      alertBanner('success', t('workflow.published', { version }));
      void refreshWorkflows(queryClient);
    } catch (error) {
      refused(error, flow);
    } finally {
      setBusy(null);
    }
  };

  const selectedProblems = selection ? problems.filter((p) => p.id === selection.id).map((p) => words(p.message)) : [];
  const selectedTitle = (() => {
    if (!selection) return '';
    if (selection.type === 'branch') return findBranch(flow, selection.id)?.branch.name ?? '';
    const node = findNode(flow, selection.id);
    return node ? t(`workflow.kind.${node.kind}`) : '';
  })();

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Toolbar
        settings={settings}
        onSettings={(next) => {
          setSettings(next);
          setSettingErrors({});
        }}
        errors={settingErrors}
        latestVersion={latest.version}
        changed={latest.changed}
        versions={definition.versions}
        dirty={dirty}
        editable={editable}
        phone={phone}
        busy={busy}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onUndo={() => setHistory(undo)}
        onRedo={() => setHistory(redo)}
        onSave={() => void runSave()}
        onPublish={() => void publish()}
      />
      {permissionKnown && !editable && <Alert type="info" showIcon title={t('workflow.readOnly')} />}
      {problems.length > 0 && (
        <ProblemList
          problems={problems}
          flow={flow}
          words={words}
          onPick={(id) => setSelection(findBranch(flow, id) ? { type: 'branch', id } : { type: 'node', id })}
        />
      )}
      <FlowCanvas
        flow={flow}
        selection={selection}
        invalid={invalid}
        editable={editable}
        names={names}
        formReview={formReview}
        actions={actions}
      />
      <Drawer
        open={selection !== null && selectedTitle !== ''}
        onClose={() => actions.select(null)}
        placement="right"
        size={phone ? '100%' : 520}
        title={selectedTitle}
        mask={phone}
      >
        <NodePanel
          flow={flow}
          selection={selection}
          items={bound.items}
          itemsLoading={bound.loading}
          editable={editable}
          problems={selectedProblems}
          formReview={formReview}
          onNode={onNode}
          onBranch={onBranch}
        />
      </Drawer>
    </Space>
  );
}
