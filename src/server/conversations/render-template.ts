import { AGENCY } from '../../shared/agency.ts';
import {
  fillPlaceholders,
  MESSAGE_TEMPLATE_TRANSLATED_FIELDS,
  usedPlaceholders,
  type RenderedTemplate,
  type TemplatePlaceholder,
} from '../../shared/conversations/message-templates.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { localize, missingTranslations } from '../../shared/i18n/translations.ts';
import type { Agent } from '../agents/agent.entity.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import type { Property } from '../properties/property.entity.ts';
import type { MessageTemplate } from './message-template.entity.ts';

type TemplateTexts = Pick<MessageTemplate, 'subject' | 'body' | 'translations'>;

/** What a template reads of a lead: the buyer's name and language, the residence, the agent (loaded). */
export interface TemplateLead extends Pick<Inquiry, 'firstName' | 'lastName' | 'language'> {
  property?: Pick<Property, 'title' | 'translations'> | null;
  assignedAgent?: Pick<Agent, 'name' | 'phone'> | null;
}

/** Each placeholder's value for this lead in `language`; '' where the lead has nothing for it. */
function placeholderValues(
  lead: TemplateLead,
  language: Locale,
  agent: Pick<Agent, 'name' | 'phone'> | null,
): Record<TemplatePlaceholder, string> {
  const residence = lead.property
    ? localize({ title: lead.property.title }, lead.property.translations, language, ['title']).title
    : '';
  return {
    firstName: lead.firstName.trim(),
    lastName: lead.lastName.trim(),
    residence,
    agentName: agent?.name ?? '',
    agentPhone: agent?.phone ?? '',
    agencyName: AGENCY.name,
  };
}

/**
 * `template` filled for `lead`, in `language` (the lead's by default), each field that has no text in
 * that language in English. The agent named is `agent`, by default the lead's own: the composer passes
 * whoever the message goes out under. A plain function of loaded records, so a job (a follow-up plan)
 * can call it as the composer does; who may render for which lead is the caller's business.
 */
export function renderTemplate(
  template: TemplateTexts,
  lead: TemplateLead,
  language: Locale = lead.language,
  agent: Pick<Agent, 'name' | 'phone'> | null = lead.assignedAgent ?? null,
): RenderedTemplate {
  const fields = MESSAGE_TEMPLATE_TRANSLATED_FIELDS;
  const texts = localize({ subject: template.subject, body: template.body }, template.translations, language, fields);
  const values = placeholderValues(lead, language, agent);
  const used = usedPlaceholders(`${texts.subject}\n${texts.body}`);
  return {
    subject: fillPlaceholders(texts.subject, values).trim(),
    body: fillPlaceholders(texts.body, values),
    language,
    englishFallback: language === 'en' ? [] : missingTranslations(template, template.translations, fields)[language],
    unfilled: used.filter((name) => values[name] === ''),
  };
}
