import '../texts';
import { CompletionView } from '../components/CompletionView';

/** 设备检验完成情况（委托方）(`/unitmanager/equipment/eic-wtf`): the client, by inspection unit. */
export default function EicWtfPage() {
  return <CompletionView pageKey="eic-wtf" by="unit" />;
}
