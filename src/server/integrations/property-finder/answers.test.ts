import { describe, expect, it } from 'vitest';
import { parseAnswer, PropertyFinderError } from './answers.ts';
import { complianceAnswer, leadPage, listing, listingEventPayload, listingSearch, tokenAnswer } from './api-schemas.ts';

const failure = (run: () => unknown): PropertyFinderError => {
  try {
    run();
  } catch (error) {
    if (error instanceof PropertyFinderError) return error;
    throw error;
  }
  throw new Error('expected a PropertyFinderError');
};

describe("Property Finder's answers, read through their schemas", () => {
  it('reads a documented answer, keeping a lead whole and dropping what we do not read elsewhere', () => {
    const page = parseAnswer(
      leadPage,
      JSON.stringify({
        data: [{ id: 9001, createdAt: '2026-11-28T10:00:00Z', channel: 'whatsapp', sender: { name: 'Omar' } }],
        pagination: { page: 1, perPage: 50, total: 1, totalPages: 1, nextPage: null },
      }),
      'GET /v1/leads',
      200,
    );
    expect(page.data[0]).toEqual({
      id: 9001,
      createdAt: '2026-11-28T10:00:00Z',
      channel: 'whatsapp',
      sender: { name: 'Omar' },
    });
    expect(page.pagination?.totalPages).toBe(1);
    const token = parseAnswer(tokenAnswer, '{"accessToken":"t0k3n","expiresIn":1800,"tokenType":"Bearer"}', 'x', 200);
    expect(token).toEqual({ accessToken: 't0k3n', expiresIn: 1800, tokenType: 'Bearer' });
    const found = parseAnswer(listingSearch, '{"results":[{"id":"7300001","reference":"SSR-1","extra":1}]}', 'x', 200);
    expect(found).toEqual([{ id: '7300001', reference: 'SSR-1' }]);
  });

  it('names the call and the field that changed, with the status, so the job does not retry it', () => {
    const error = failure(() => parseAnswer(leadPage, '{"data":[{"id":1},{"id":true}]}', 'GET /v1/leads', 200));
    expect(error.message).toBe('Property Finder GET /v1/leads: data.1.id: expected a text or a number');
    expect(error.status).toBe(200);
    expect(failure(() => parseAnswer(tokenAnswer, '{"access_token":"t"}', 'POST /v1/auth/token', 200)).message).toBe(
      'Property Finder POST /v1/auth/token: accessToken: expected string, received undefined',
    );
    expect(
      failure(() => parseAnswer(complianceAnswer, '{"data":{"price":true}}', 'GET /v1/compliances/P-1/1234', 200))
        .message,
    ).toBe('Property Finder GET /v1/compliances/P-1/1234: data.price: expected a number or a text');
    expect(failure(() => parseAnswer(listing, '{"id":5,"state":7}', 'GET /v1/listings/5', 200)).message).toBe(
      'Property Finder GET /v1/listings/5: state: expected a text or an object',
    );
  });

  it('refuses an answer that is not JSON, or that is missing, where one is expected', () => {
    expect(failure(() => parseAnswer(leadPage, '<html>', 'GET /v1/leads', 200)).message).toBe(
      'Property Finder GET /v1/leads: the answer is not JSON',
    );
    expect(failure(() => parseAnswer(leadPage, '', 'GET /v1/leads', 200)).message).toBe(
      'Property Finder GET /v1/leads: the answer: expected object, received undefined',
    );
  });

  it("reads a listing webhook's payload by the portal's id or our reference, and refuses a changed field", () => {
    expect(
      listingEventPayload.parse({ id: '7300001', reference: 'SSR-1', reasons: [{ en: 'Blurry photos' }], other: 1 }),
    ).toEqual({ id: '7300001', reference: 'SSR-1', reasons: [{ en: 'Blurry photos' }] });
    expect(listingEventPayload.safeParse({ id: '7300001', reasons: 42 }).success).toBe(false);
  });
});
