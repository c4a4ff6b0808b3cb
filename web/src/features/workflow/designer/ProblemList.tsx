import type { WorkflowNode } from '@app/contract';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Problem } from './problems';
import { findBranch, findNode } from './tree';

interface Props {
  problems: Problem[];
  flow: WorkflowNode[];
  words(message: string): string;
  onPick(id: string): void;
}

/** What stops the tree from being saved or published, each with the node it is about to open. */
export function ProblemList({ problems, flow, words, onPick }: Props) {
  const { t } = useTranslation();
  const where = (id: string | null) => {
    if (!id) return t('workflow.wholeFlow');
    return findNode(flow, id)?.name ?? findBranch(flow, id)?.branch.name ?? id;
  };
  return (
    <Alert
      type="error"
      showIcon
      title={t('workflow.problemsTitle', { count: problems.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="workflow-problems">
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and never reorder.
            <li key={index}>
              {problem.id ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => problem.id && onPick(problem.id)}
                >
                  {where(problem.id)}
                </Button>
              ) : (
                where(null)
              )}
              {t('workflow.colon')}
              {words(problem.message)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
