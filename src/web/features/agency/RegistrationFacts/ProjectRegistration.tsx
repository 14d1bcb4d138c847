import { m } from '../../../../shared/paraglide/messages.js';
import { useAgencyRegistration } from '../use-agency-registration.ts';
import { PageSection } from '../../../ui/PageHero/PageSection.tsx';
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
      eyebrow={m.footer_regulatory()}
      title={m.registration_title()}
      intro={
        <p>
          {m.registration_intro({
            project: registration.projectName,
            developer: registration.developerName,
            regulator: m.agency_regulator(),
            orn: registration.reraOrn,
          })}
        </p>
      }
    >
      <RegistrationFacts registration={registration} tone="light" />
    </PageSection>
  );
}
