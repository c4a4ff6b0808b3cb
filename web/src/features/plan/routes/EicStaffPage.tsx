import '../texts';
import { CompletionView } from '../components/CompletionView';

/** 设备检验完成情况（检验员）(`/unitmanager/equipment/eic-staff`): the inspector, his own equipment. */
export default function EicStaffPage() {
  return <CompletionView pageKey="eic-staff" by="mine" />;
}
