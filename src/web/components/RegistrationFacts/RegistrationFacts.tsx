import type { AgencyRegistrationView } from '../../../shared/agency/types.ts';
import classes from './RegistrationFacts.module.css';

/** The facts an advertisement of the off-plan development must name, in the order a buyer checks them. */
export function registrationFacts(registration: AgencyRegistrationView): Array<{ label: string; value: string }> {
  return [
    { label: 'Developer', value: registration.developerName },
    { label: 'Project', value: registration.projectName },
    { label: 'RERA project no.', value: registration.projectRegistrationNumber },
    { label: 'Escrow account', value: `${registration.escrowBank} · ${registration.escrowAccountNumber}` },
    { label: 'Trade licence', value: registration.tradeLicenceNumber },
    { label: 'Registered office', value: registration.registeredAddress },
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
    <dl className={classes.facts} data-tone={tone}>
      {registrationFacts(registration).map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
