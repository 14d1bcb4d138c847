import { createFileRoute } from '@tanstack/react-router';
import { ComplianceScreen } from '../../features/compliance/ComplianceScreen.tsx';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';

/** Sanctions lists and open screening hits: compliance officers (owners and those an owner named). */
export const Route = createFileRoute('/admin/compliance')({
  component: Compliance,
});

function Compliance() {
  return (
    <>
      <PageHeader title="Compliance" description="Sanctions lists in use and possible matches to resolve." />
      <ComplianceScreen />
    </>
  );
}
