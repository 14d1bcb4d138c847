import { expect } from 'vitest';
import { newProperty } from '../fixtures/payloads.ts';
import { json, type TestApp } from './test-app.ts';

/** Publishes a listing as staff through the REST API (the fixture, changed by `payload`). */
export async function publishListing(
  t: TestApp,
  cookie: string,
  payload: object,
): Promise<{ id: number; title: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: { ...newProperty, ...payload },
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: number; title: string }>(response);
}
