import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { sectionClasses } from './PageSection.tsx';

/** A card of fixed copy: its title and text are message functions, read when the page renders. */
export interface TextCard {
  /** A stable key; a fixed list without ids is keyed by its order. */
  id?: string;
  title: () => string;
  text: () => string;
}

/** A grid of cards, each a title and a paragraph (reasons, benefits, services), as the pages' sections show them. */
export function TextCards({
  cards,
  cols,
  testId,
}: {
  cards: readonly TextCard[];
  cols: SimpleGridProps['cols'];
  /** Marks each card for the tests that count them. */
  testId?: string;
}) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {cards.map((card, order) => (
        <article key={card.id ?? order} className={sectionClasses.card} data-testid={testId}>
          <h3 className={sectionClasses.cardTitle}>{card.title()}</h3>
          <p className={sectionClasses.cardText}>{card.text()}</p>
        </article>
      ))}
    </SimpleGrid>
  );
}
