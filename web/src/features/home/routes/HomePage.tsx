import { WorkspaceOverview } from '../components/WorkspaceOverview';

export default function HomePage() {
  return <WorkspaceOverview kind="default" />;
}
