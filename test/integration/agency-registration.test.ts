import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyRegistration } from '../../src/server/db/seeders/data/agency-registration.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cookie = await t.signIn();
});
afterAll(() => t.close());

interface TrpcError {
  error: { message: string; data: { httpStatus: number; fieldErrors: Record<string, string[]> | null } };
}

const update = (input: object, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url: '/trpc/agency.updateRegistration', payload: input, headers });

const publicRegistration = async () =>
  json<{ result: { data: Record<string, string> | null } }>(await t.app.inject('/trpc/agency.registration')).result
    .data;

const valid = {
  tradeLicenceNumber: ' cn-1234 567 ',
  reraOrn: '40213',
  registeredAddress: 'Office 2101, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates',
  developerName: 'Select Group',
  projectName: 'Six Senses Residences The Palm',
  projectRegistrationNumber: '2749',
  escrowAccountNumber: 'ae07 0331 2345 6789 0123 456',
  escrowBank: 'Mashreq Bank',
};

describe('the agency and project registration', () => {
  it('is public, and seeded with the demo agency’s details', async () => {
    const registration = await publicRegistration();
    expect(registration).toMatchObject(agencyRegistration);
    expect(registration?.developerName).toBe('Select Group');
    expect(registration?.projectName).toBe('Six Senses Residences The Palm');
  });

  it('lets staff change it, normalising numbers, and shows the change publicly at once', async () => {
    const response = await update(valid);
    expect(response.statusCode).toBe(200);
    const saved = json<{ result: { data: Record<string, string> } }>(response).result.data;
    expect(saved).toMatchObject({
      tradeLicenceNumber: 'CN-1234567',
      escrowAccountNumber: 'AE070331234567890123456',
      escrowBank: 'Mashreq Bank',
    });
    expect(await publicRegistration()).toMatchObject({ reraOrn: '40213', tradeLicenceNumber: 'CN-1234567' });
  });

  it('refuses bad details with a 400 naming each field, and changes nothing', async () => {
    const before = await publicRegistration();
    const response = await update({
      ...valid,
      reraOrn: 'ORN 12',
      projectRegistrationNumber: '12',
      escrowAccountNumber: 'AE070331234567890123457',
      registeredAddress: 'Dubai',
      developerName: '',
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = json<TrpcError>(response).error.data;
    expect(Object.keys(fieldErrors ?? {}).sort()).toEqual([
      'developerName',
      'escrowAccountNumber',
      'projectRegistrationNumber',
      'registeredAddress',
      'reraOrn',
    ]);
    expect(fieldErrors?.escrowAccountNumber).toEqual([
      'Enter a valid UAE IBAN (AE and 21 digits) or an account number of 6 to 20 digits',
    ]);
    expect(await publicRegistration()).toEqual(before);
  });

  it('accepts a bare escrow account number but not an IBAN of another country', async () => {
    expect((await update({ ...valid, escrowAccountNumber: '1015 5501 2345' })).statusCode).toBe(200);
    expect((await publicRegistration())?.escrowAccountNumber).toBe('101555012345');
    const foreign = await update({ ...valid, escrowAccountNumber: 'GB82 WEST 1234 5698 7654 32' });
    expect(foreign.statusCode).toBe(400);
  });

  it('is changed only by staff: signed out gets 401 and the details stay', async () => {
    const before = await publicRegistration();
    const response = await update({ ...valid, reraOrn: '99999' }, {});
    expect(response.statusCode).toBe(401);
    expect(await publicRegistration()).toEqual(before);
  });
});

describe('without the demo seed', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('answers null until staff enter the details, then creates the one row', async () => {
    const read = async () =>
      json<{ result: { data: unknown } }>(await bare.app.inject('/trpc/agency.registration')).result.data;
    expect(await read()).toBeNull();
    const staff = await bare.signIn();
    const response = await bare.app.inject({
      method: 'POST',
      url: '/trpc/agency.updateRegistration',
      payload: valid,
      headers: { cookie: staff },
    });
    expect(response.statusCode).toBe(200);
    expect(await read()).toMatchObject({ reraOrn: '40213' });
  });
});
