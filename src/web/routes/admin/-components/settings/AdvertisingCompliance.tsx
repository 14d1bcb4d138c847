import { useRouter } from '@tanstack/react-router';
import { SettingSwitchCard } from './SettingSwitchCard.tsx';

/** Whether a listing without a valid advertising permit leaves the site. */
export function AdvertisingCompliance({ advertiseOnlyWithValidPermit }: { advertiseOnlyWithValidPermit: boolean }) {
  const { trpc } = useRouter().options.context;
  return (
    <SettingSwitchCard
      setting="advertiseOnlyWithValidPermit"
      value={advertiseOnlyWithValidPermit}
      title="Advertising compliance"
      description="Dubai requires every advertised listing to carry a valid Trakheesi advertising permit and its QR code."
      label="Advertise only with a valid permit"
      explanation="When on, a listing whose permit is missing or expired leaves the site, the sitemap and the public API until its permit is entered or renewed."
      savedMessage={(on) =>
        on
          ? 'Only listings with a valid advertising permit are advertised.'
          : 'Listings are advertised whatever their permit.'
      }
      invalidate={[trpc.properties.pathKey()]}
    />
  );
}
