import { Container, Title } from '@mantine/core';
import { m } from '../../../shared/paraglide/messages.js';
import type { LegalDocument } from '../../content/legal.ts';
import { formatDate } from '../../lib/format-time.ts';
import { intlLocale, pageLocale } from '../../lib/i18n.ts';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import classes from './LegalPage.module.css';

/**
 * A plain, readable legal document: title, last update and numbered sections. A translation says
 * that the English version prevails, as agencies do for documents read by buyers from abroad.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const title = document.title();
  return (
    <article className={classes.page}>
      <Container size="sm">
        <Breadcrumbs currentLabel={title} />
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <p className={classes.updated}>{m.legal_updated({ date: formatDate(document.updated, intlLocale()) })}</p>
        {pageLocale() === 'en' ? null : (
          <p className={classes.notice} data-testid="legal-english-prevails">
            {m.legal_english_prevails()}
          </p>
        )}
        {document.sections.map((section, index) => (
          <section key={section.id} className={classes.section}>
            <h2 className={classes.heading}>
              {index + 1}. {section.heading()}
            </h2>
            {section.paragraphs.map((paragraph, order) => (
              // A fixed list: the order is the identity (a message function's name does not survive minifying).
              <p key={order} className={classes.paragraph}>
                {paragraph()}
              </p>
            ))}
          </section>
        ))}
      </Container>
    </article>
  );
}
