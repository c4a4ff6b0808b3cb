import '../texts';
import { CompletionView } from '../components/CompletionView';

/** 设备检验完成情况（项目经理）(`/unitmanager/equipment/eic-manager`): the manager, by inspector. */
export default function EicManagerPage() {
  return <CompletionView pageKey="eic-manager" by="inspector" />;
}
