import { createFileRoute } from '@tanstack/react-router';
import { optionalSearchText } from '../../lib/search-params.ts';
import { LoginPage } from './-components/login/LoginPage.tsx';

export const Route = createFileRoute('/admin/login')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalSearchText(raw.redirect, 2000),
  }),
  head: () => ({ meta: [{ title: 'Staff Sign In | Six Senses Residences Palm Jumeirah' }] }),
  component: LoginPage,
});
