import '../texts';
import { PeopleControl } from '../components/PeopleControl';

/** 检验员管理: which projects each inspector works on. */
export default function PersonControlPage() {
  return <PeopleControl projectRole="staff" />;
}
