import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('has the tables its migration made, as the entities describe them', async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/"deal/);
});
