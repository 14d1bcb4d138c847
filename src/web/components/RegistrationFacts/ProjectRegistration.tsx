import { AGENCY } from '../../../shared/agency.ts';
import { useAgencyRegistration } from '../../lib/use-agency-registration.ts';
import { PageSection } from '../PageHero/PageSection.tsx';
import { RegistrationFacts } from './RegistrationFacts.tsx';

/**
 * The project's registration on the pages that advertise the development (landing, about): the
 * developer, the project and its number, the escrow account and the agency's own licence, as
 * Dubai requires of every off-plan advertisement. Nothing shows until the details are entered.
 */
export function ProjectRegistration() {
  const registration = useAgencyRegistration();
  if (!registration) return null;
  return (
    <PageSection
      id="registration"
      tone="sand"
      eyebrow="Regulatory"
      title="Project registration"
      intro={
        <p>
          {registration.projectName} is developed by {registration.developerName} and registered with the{' '}
          {AGENCY.regulator.name}. Payments for off-plan residences are made into the project’s escrow account. We are
          licensed as RERA office no. {registration.reraOrn}.
        </p>
      }
    >
      <RegistrationFacts registration={registration} tone="light" />
    </PageSection>
  );
}
