import type { Assignee, Condition, WorkflowNode } from '@app/contract';
import type { TFunction } from 'i18next';
import type { RuleState } from '../api/independence';
import type { Branch } from './tree';

/** How the designer names what an id stands for: members, roles, templates, form items. */
export interface Names {
  user(id: number): string;
  role(name: string): string;
  template(id: string): string;
  item(key: string): string;
}

export function assigneeText(assignee: Assignee, names: Names, t: TFunction): string {
  if (assignee.kind === 'user') return names.user(assignee.user_id);
  if (assignee.kind === 'role') return t('workflow.roleOf', { role: names.role(assignee.role) });
  return t(`workflow.assignee.${assignee.kind}`);
}

export interface Summary {
  text: string;
  /** Something the node needs is not set: shown in red. */
  missing: boolean;
}

const LIST = '、';

/** What a node's card says: who and how ("项目经理 · 或签"), or what it still needs. */
export function nodeSummary(node: WorkflowNode, names: Names, t: TFunction): Summary {
  if (node.kind === 'approver' || node.kind === 'cc') {
    if (node.assignees.length === 0) {
      return { text: t(node.kind === 'approver' ? 'workflow.cardNoApprover' : 'workflow.cardNoCc'), missing: true };
    }
    const who = node.assignees.map((assignee) => assigneeText(assignee, names, t)).join(LIST);
    if (node.kind === 'cc') return { text: who, missing: false };
    const how = node.assignees.length > 1 || node.assignees[0]?.kind !== 'user' ? t(`workflow.mode.${node.mode}`) : '';
    return { text: how ? `${who} · ${how}` : who, missing: false };
  }
  return { text: node.name, missing: false };
}

export interface FourEyesNote {
  text: string;
  /** Authors may review their own forms here: shown in the warning colour. */
  relaxed: boolean;
}

/** The four-eyes line of an approver node's card; none for other nodes or while the rule is unknown. */
export function fourEyesNote(node: WorkflowNode, rule: RuleState | undefined, t: TFunction): FourEyesNote | null {
  if (node.kind !== 'approver' || rule === undefined) return null;
  const relaxed = rule === 'relaxed';
  return { text: t(relaxed ? 'workflow.fourEyes.cardRelaxed' : 'workflow.fourEyes.cardHolds'), relaxed };
}

function valueText(condition: Condition, names: Names, t: TFunction): string {
  const one = (value: string | number) => {
    const text = String(value);
    switch (condition.subject) {
      case 'family':
        return t(`workflow.family.${text}`, text);
      case 'template':
        return names.template(text);
      case 'submitterRole':
        return names.role(text);
      default:
        return condition.subject.startsWith('item:') ? t(`workflow.passFail.${text}`, text) : text;
    }
  };
  return Array.isArray(condition.value) ? condition.value.map(one).join(LIST) : one(condition.value);
}

export function subjectText(subject: string, names: Names, t: TFunction): string {
  return subject.startsWith('item:') ? names.item(subject.slice(5)) : t(`workflow.subject.${subject}`);
}

export function conditionText(condition: Condition, names: Names, t: TFunction): string {
  return `${subjectText(condition.subject, names, t)} ${t(`workflow.operator.${condition.operator}`)} ${valueText(condition, names, t)}`;
}

/** What a branch's card says: its conditions, "otherwise", or that it needs one. */
export function branchSummary(branch: Branch, last: boolean, names: Names, t: TFunction): Summary {
  if (!('conditions' in branch)) return { text: t('workflow.parallelBranchSummary'), missing: false };
  if (last) return { text: t('workflow.otherwiseSummary'), missing: false };
  if (branch.conditions.length === 0) return { text: t('workflow.noConditions'), missing: true };
  return { text: branch.conditions.map((c) => conditionText(c, names, t)).join(t('workflow.and')), missing: false };
}
