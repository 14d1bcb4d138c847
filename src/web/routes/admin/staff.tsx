import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { CreateStaffAccountForm } from './-components/staff/CreateStaffAccountForm.tsx';
import { StaffAccountsTable } from './-components/staff/StaffAccountsTable.tsx';

export const Route = createFileRoute('/admin/staff')({
  component: Staff,
});

function Staff() {
  return (
    <>
      <PageHeader title="Staff" description="The agency's staff accounts, their roles and their sessions." />
      <StaffAccountsTable />
      <div style={{ maxWidth: 560, marginTop: 'var(--mantine-spacing-md)' }}>
        <CreateStaffAccountForm />
      </div>
    </>
  );
}
