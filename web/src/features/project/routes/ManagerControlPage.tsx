import '../texts';
import { PeopleControl } from '../components/PeopleControl';

/** 项目经理管理: which projects each project manager manages. */
export default function ManagerControlPage() {
  return <PeopleControl projectRole="manager" />;
}
