import { completionPercent } from '@app/contract';
import { Progress } from 'antd';

/** The share of points done, as a bar with its percent; full is green. */
export function CompletionBar({ done, points }: { done: number; points: number }) {
  const percent = completionPercent(done, points);
  return <Progress percent={percent} size="small" status={percent === 100 ? 'success' : 'normal'} />;
}
