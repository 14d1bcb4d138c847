import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files, 15-35 s each on a clean clone (they send a burst of 1,000 portal leads, check
 * generated leads by the hundred, start nginx and two apps, or restart the app), and among the smallest.
 */
const SLOW_FILES = [
  'test/integration/several-instances.test.ts',
  'test/integration/portal-burst.test.ts',
  'test/integration/restart.test.ts',
  'test/integration/lead-capture.property.test.ts',
];

/**
 * Vitest's order, except that a file it has no timing of yet (a clean clone has none) starts first when
 * it is known to be slow. Without timings Vitest starts the largest files first, and two of the slowest
 * are among the smallest: they came last, and one worker ran them alone while the other stood idle.
 * With timings (a second run on the same tree) Vitest's own order is longest first already.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const known = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec) !== undefined;
    const slow = (spec: TestSpecification) =>
      !known(spec) && SLOW_FILES.some((file) => spec.moduleId.endsWith(`/${file}`));
    // Vitest's order keeps each project's files together: so does this, the slow ones first within each.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((spec) => spec.project.name === name);
      return [...own.filter(slow), ...own.filter((spec) => !slow(spec))];
    });
  }
}
