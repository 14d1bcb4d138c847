import type { EntityManager } from '@mikro-orm/postgresql';

/** Placeholder replaced by the demo seeder; returns a one-line summary. */
export async function seedDemoContent(em: EntityManager): Promise<string> {
  void em;
  return 'Nothing seeded.';
}
