import { Checkbox, type CheckboxProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { consentText, PRIVACY_POLICY_WORDS, type ConsentVersion } from '../../../../shared/inquiries/consent.ts';
import { pageLocale } from '../../../lib/i18n.ts';
import links from '../../../styles/links.module.css';

interface ConsentCheckboxProps extends Omit<CheckboxProps, 'label'> {
  /** The wording the box stands for: its label is that wording's exact text, as stored with the lead. */
  version: ConsentVersion;
  /** Where the words "privacy policy" in the wording link to. */
  policyHref?: string;
}

/**
 * A consent tick whose label is the stored wording itself, so what the visitor reads is what the
 * lead records they agreed to.
 */
export function ConsentCheckbox({ version, policyHref, ...props }: ConsentCheckboxProps) {
  const locale = pageLocale();
  const text = consentText(version, locale);
  // The words of the wording that link to the privacy policy, when it has them.
  const policyWords = PRIVACY_POLICY_WORDS[locale];
  const at = policyHref ? text.indexOf(policyWords) : -1;
  const label =
    at < 0 || !policyHref ? (
      text
    ) : (
      <>
        {text.slice(0, at)}
        <Link to={policyHref} className={links.inlineLink}>
          {policyWords}
        </Link>
        {text.slice(at + policyWords.length)}
      </>
    );
  return <Checkbox label={label} {...props} />;
}
