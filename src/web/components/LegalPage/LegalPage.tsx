import { Container, Title } from '@mantine/core';
import type { LegalDocument } from '../../content/legal.ts';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import classes from './LegalPage.module.css';

/** A plain, readable legal document: title, last update and numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className={classes.page}>
      <Container size="sm">
        <Breadcrumbs currentLabel={document.title} />
        <Title order={1} className={classes.title}>
          {document.title}
        </Title>
        <p className={classes.updated}>Last updated {document.updated}</p>
        {document.sections.map((section, index) => (
          <section key={section.heading} className={classes.section}>
            <h2 className={classes.heading}>
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className={classes.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </Container>
    </article>
  );
}
