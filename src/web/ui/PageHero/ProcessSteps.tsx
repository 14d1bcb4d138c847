import { SimpleGrid } from '@mantine/core';
import type { ProcessStep } from '../../content/valuations.ts';
import { sectionClasses } from './PageSection.tsx';

/** A numbered process (valuation, lettings): one column per step on wide screens. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
      {steps.map((step) => (
        <div key={step.step}>
          <span className={sectionClasses.stepNumber} aria-hidden="true">
            {step.step}
          </span>
          <h3 className={sectionClasses.cardTitle}>{step.title}</h3>
          <p className={sectionClasses.cardText}>{step.text}</p>
        </div>
      ))}
    </SimpleGrid>
  );
}
