import '../texts';
import { OrganizationWorkspace } from '../components/OrganizationWorkspace';

const SCOPE = { pageKey: 'control-organization' } as const;

/** The current owner's organisations, departments and staff. */
export default function ControlOrganizationPage() {
  return <OrganizationWorkspace scope={SCOPE} />;
}
