/**
 * The composer's message templates: our own texts staff start a message from (not WhatsApp's approved
 * templates, which Meta keeps and the Integrations screen names). Free of zod, so the console's
 * editor and picker import them without the validation library (schemas.ts builds the schema on them).
 */
import type { Locale } from '../i18n/locales.ts';
import type { Translations } from '../i18n/translations.ts';

/** What staff write per language: the e-mail's subject (WhatsApp has none) and the message. */
export const MESSAGE_TEMPLATE_TRANSLATED_FIELDS = ['subject', 'body'] as const;
export type MessageTemplateTranslatedField = (typeof MESSAGE_TEMPLATE_TRANSLATED_FIELDS)[number];

/**
 * The placeholders a template may hold, written `{firstName}`, and what each becomes for a lead. One
 * short list: each is something every lead (or its agent) has, so a filled message reads whole.
 */
export const TEMPLATE_PLACEHOLDERS = {
  firstName: "The buyer's first name",
  lastName: "The buyer's last name",
  residence: "The residence they asked about, in the lead's language",
  agentName: "The agent's name",
  agentPhone: "The agent's phone number",
  agencyName: "The agency's name",
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export const TEMPLATE_PLACEHOLDER_NAMES = Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[];

/** `{name}`: letters and digits only, so a brace in ordinary text ("{ }", JSON) is not taken for one. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const isPlaceholder = (name: string): name is TemplatePlaceholder => Object.hasOwn(TEMPLATE_PLACEHOLDERS, name);

/** The placeholders in `text` that are not ours (a typo, another system's syntax), each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isPlaceholder(name)))];
}

/** `text` with each placeholder replaced by its value ('' where the lead has none). */
export function fillPlaceholders(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

/** The placeholders `text` uses. */
export function usedPlaceholders(text: string): TemplatePlaceholder[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter(isPlaceholder))];
}

/** A template as the console reads it: the English texts and every translation staff wrote. */
export interface MessageTemplateView {
  id: number;
  name: string;
  /** Used by e-mail only; may be empty (the e-mail then takes the composer's usual subject). */
  subject: string;
  body: string;
  translations: Translations<MessageTemplateTranslatedField>;
  updatedAt: string;
}

/** A template filled for one lead, in the lead's language. */
export interface RenderedTemplate {
  subject: string;
  body: string;
  language: Locale;
  /** The template has no text of its own in `language`: these fields are the English. */
  englishFallback: MessageTemplateTranslatedField[];
  /** Placeholders the template uses that this lead has nothing for (no residence, no agent): left empty. */
  unfilled: TemplatePlaceholder[];
}
