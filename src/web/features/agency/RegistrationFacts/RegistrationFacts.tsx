import type { AgencyRegistrationView } from '../../../../shared/agency/types.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import classes from './RegistrationFacts.module.css';

/** The facts an advertisement of the off-plan development must name, in the order a buyer checks them. */
export function registrationFacts(registration: AgencyRegistrationView): Array<{ label: string; value: string }> {
  return [
    { label: m.registration_developer(), value: registration.developerName },
    { label: m.registration_project(), value: registration.projectName },
    { label: m.registration_project_number(), value: registration.projectRegistrationNumber },
    { label: m.registration_escrow(), value: `${registration.escrowBank} · ${registration.escrowAccountNumber}` },
    { label: m.registration_trade_licence(), value: registration.tradeLicenceNumber },
    { label: m.registration_office(), value: registration.registeredAddress },
  ];
}

/**
 * The agency's and the project's registration as a list of labelled facts: `dark` in the footer,
 * `light` on the pages' sand bands.
 */
export function RegistrationFacts({
  registration,
  tone,
}: {
  registration: AgencyRegistrationView;
  tone: 'light' | 'dark';
}) {
  return (
    <dl className={classes.facts} data-tone={tone} data-registration-facts>
      {registrationFacts(registration).map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
