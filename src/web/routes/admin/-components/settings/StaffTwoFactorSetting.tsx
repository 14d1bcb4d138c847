import { useRouter } from '@tanstack/react-router';
import { meQuery } from '../../../../features/console/session.ts';
import { SettingSwitchCard } from './SettingSwitchCard.tsx';

/** Whether owners and managers must sign in with a second factor (STAFF_2FA_REQUIRED does it from the environment). */
export function StaffTwoFactorSetting({ staffTwoFactorRequired }: { staffTwoFactorRequired: boolean }) {
  const { trpc } = useRouter().options.context;
  return (
    <SettingSwitchCard
      setting="staffTwoFactorRequired"
      value={staffTwoFactorRequired}
      title="Staff sign-in"
      description="A second step after the password (a code from an app, or a passkey) keeps a stolen password from opening the console."
      label="Require two-factor sign-in for owners and managers"
      explanation="When on, an account without an authenticator app or a passkey is sent to set one up before it can use the console."
      savedMessage={(on) =>
        on ? 'Owners and managers now need two-factor sign-in.' : 'Two-factor sign-in is optional.'
      }
      invalidate={[meQuery(trpc).queryKey]}
    />
  );
}
