import { Checkbox, type CheckboxProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CONSENT_WORDINGS, type ConsentVersion } from '../../../shared/inquiries/consent.ts';

/** The words of a wording that link to the privacy policy, when it has them. */
const POLICY_WORDS = 'privacy policy';

interface ConsentCheckboxProps extends Omit<CheckboxProps, 'label'> {
  /** The wording the box stands for: its label is that wording's exact text, as stored with the lead. */
  version: ConsentVersion;
  /** Where the words "privacy policy" in the wording link to. */
  policyHref?: string;
  linkClassName?: string;
}

/**
 * A consent tick whose label is the stored wording itself, so what the visitor reads is what the
 * lead records they agreed to.
 */
export function ConsentCheckbox({ version, policyHref, linkClassName, ...props }: ConsentCheckboxProps) {
  const { text } = CONSENT_WORDINGS[version];
  const at = policyHref ? text.indexOf(POLICY_WORDS) : -1;
  const label =
    at < 0 || !policyHref ? (
      text
    ) : (
      <>
        {text.slice(0, at)}
        <Link to={policyHref} className={linkClassName}>
          {POLICY_WORDS}
        </Link>
        {text.slice(at + POLICY_WORDS.length)}
      </>
    );
  return <Checkbox label={label} {...props} />;
}
