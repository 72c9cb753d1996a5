/**
 * The bad inputs issue #12 names, one by one (items 7 and 8): each answered 500 or was stored before; each is now
 * a 4xx with a field message people can read and a stable code. The walker (bad-input.test.ts) covers every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex, type SignedInUser } from '@stoa/shared';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { bearer, call, createTestApp, TEST_CAPTCHA, type TestApp } from '../test/test-app.ts';
import { REQUEST_MESSAGES } from './request-limits.ts';

let t: TestApp;
let admin: SignedInUser;
let oa: SignedInUser;
/** The OA's one registration draft, saved again by every registration case (a second new one would be refused). */
let draftId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  oa = await t.signIn('oa.injecting');
  draftId = (await registrationDraft({})).body.data.id;
});
afterAll(() => t.close());

const raw = (url: string, payload: string, user?: SignedInUser, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(user ? bearer(user) : {}) },
  });
const REGISTRATION = '/api/Registration/SubmitInjectingEntityRegistration';
const registrationDraft = (details: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call(t, 'POST', REGISTRATION, { isDraft: true, id: draftId, details, ...extra }, oa);
const applicationDraft = (row: Record<string, unknown>) =>
  call(t, 'POST', '/api/Application/Submit/DayAhead', { isDraft: true, timeBlocks: [row] }, oa);

describe('text: control characters and lone surrogates', () => {
  it('refuses a NUL in a text field, sign-in included, naming the field', async () => {
    const signIn = {
      userName: 'admin\u0000',
      password: md5Hex(DEMO_PASSWORD),
      captchaId: 'x',
      captchaValue: TEST_CAPTCHA,
    };
    const res = await call(t, 'POST', '/api/Account/authenticate', signIn);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        fieldName: 'userName',
        errorMessages: ['User Name contains characters that are not allowed'],
        code: 'INVALID_CHARACTERS',
      },
    ]);
    const query = await call(t, 'GET', '/api/Admin/GetUsers?firstName=a%00b', undefined, admin);
    expect([query.status, query.body.errors?.[0]?.fieldName]).toEqual([400, 'firstName']);
  });

  it('refuses a lone surrogate anywhere in a JSON column, key or value', async () => {
    const value = await registrationDraft({ connection: { substationName: 'North \ud800' } });
    expect(value.status).toBe(400);
    expect(value.body.errors?.[0]).toMatchObject({
      fieldName: 'details.connection.substationName',
      code: 'INVALID_CHARACTERS',
    });
    const key = await registrationDraft({ connection: { ['\udc00']: 'x' } });
    expect([key.status, key.body.errors?.[0]?.code]).toEqual([400, 'INVALID_CHARACTERS']);
  });
});

describe('size and depth', () => {
  it('refuses a body nested 5,000 deep before parsing it, and takes one of 32 levels to its schema', async () => {
    const deep = (n: number) => `{"isDraft":true,"id":${draftId},"details":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`;
    const tooDeep = await raw(REGISTRATION, deep(5_000), oa);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors).toEqual([
      { fieldName: null, errorMessages: [REQUEST_MESSAGES.tooDeep], code: 'MALFORMED_REQUEST' },
    ]);
    const justDeepEnough = await raw(REGISTRATION, deep(30), oa);
    expect(justDeepEnough.statusCode).toBe(200);
  });

  it('refuses a JSON body over 1 MB with 413, and bodies that are not JSON or multipart with 415', async () => {
    const big = await raw('/api/Account/authenticate', JSON.stringify({ userName: 'x'.repeat(1_100_000) }));
    expect([big.statusCode, big.json().errors[0].code]).toEqual([413, 'MALFORMED_REQUEST']);
    const text = await raw('/api/Account/authenticate', 'userName=admin', undefined, 'text/plain');
    expect([text.statusCode, text.json().errors[0].code]).toEqual([415, 'MALFORMED_REQUEST']);
  });

  it('answers an address that is not UTF-8 or too long with the envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/Admin/User/%E0%A4', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { fieldName: null, errorMessages: [REQUEST_MESSAGES.badAddress], code: 'MALFORMED_REQUEST' },
    ]);
  });
});

describe('numbers: the ranges of the columns', () => {
  it('refuses ids and versions past int4, and NaN / Infinity / 1e309, with a message', async () => {
    const id = await call(t, 'GET', '/api/Admin/User/2147483648', undefined, admin);
    expect(id.body.errors).toEqual([
      { fieldName: 'id', errorMessages: ['ID must be at most 2147483647'], code: 'OUT_OF_RANGE' },
    ]);
    for (const value of ['NaN', 'Infinity', '1e309', 'abc']) {
      const res = await call(t, 'GET', `/api/Admin/User/${value}`, undefined, admin);
      expect(res.body.errors, value).toEqual([
        { fieldName: 'id', errorMessages: ['ID must be a number'], code: 'INVALID_FORMAT' },
      ]);
    }
    const previous = await registrationDraft({}, { previousRegistrationId: 2 ** 31 });
    expect([previous.status, previous.body.errors?.[0]?.fieldName]).toEqual([400, 'previousRegistrationId']);
    const huge = await raw(REGISTRATION, '{"isDraft":true,"details":{},"version":1e309}', oa);
    expect([huge.statusCode, huge.json().errors[0].fieldName]).toEqual([400, 'version']);
  });

  it('keeps money and MW within int4 once in hundredths', async () => {
    const fee = {
      feeType: 'RegistrationFee',
      subject: 'DraweeEntity',
      amount: 100_000_000,
      effectiveFrom: '2027-04-01',
    };
    const res = await call(t, 'POST', '/api/Configuration/Fees/Add', fee, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { fieldName: 'amount', errorMessages: ['Amount must be at most ₹2,14,74,836.00'], code: 'OUT_OF_RANGE' },
    ]);
  });
});

describe('dates of drafts', () => {
  it('refuses an application draft with a date that does not exist, and keeps a good one', async () => {
    for (const date of ['2026-13-45', 'abc']) {
      const res = await applicationDraft({ oaFromDate: date });
      expect(res.status, date).toBe(400);
      expect(res.body.errors).toEqual([
        {
          fieldName: 'timeBlocks.0.oaFromDate',
          errorMessages: ['From Date is not a valid date'],
          code: 'INVALID_FORMAT',
        },
      ]);
    }
    expect((await applicationDraft({ oaFromDate: '2026-04-01' })).status).toBe(200);
  });

  it('refuses a registration draft with a date that does not exist, and keeps a partial one', async () => {
    const res = await registrationDraft({ connection: { dateOfOpenAccessStart: '2026-13-45' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        fieldName: 'details.connection.dateOfOpenAccessStart',
        errorMessages: ['Date of Open Access Start is not a valid date'],
        code: 'INVALID_FORMAT',
      },
    ]);
    expect((await registrationDraft({ connection: { dateOfOpenAccessStart: '2026-04-01' } })).status).toBe(200);
  });
});

describe('messages people can read', () => {
  it("words zod's defaults with the field's label and codes them", async () => {
    const page = await call(t, 'GET', '/api/Admin/GetUsers?pageNumber=abc', undefined, admin);
    expect(page.body.errors).toEqual([
      { fieldName: 'pageNumber', errorMessages: ['Page Number must be a number'], code: 'INVALID_FORMAT' },
    ]);
    const type = await call(t, 'POST', '/api/Application/Submit/Later', { isDraft: true }, oa);
    expect(type.body.errors).toEqual([
      {
        fieldName: 'type',
        errorMessages: ['Type must be one of: Advance, FCFS, DayAhead, ContingencyDayAhead, ContingencySameDay'],
        code: 'INVALID_OPTION',
      },
    ]);
    const missing = await call(t, 'POST', '/api/Application/Submit/DayAhead', {}, oa);
    expect(missing.body.errors).toEqual([
      { fieldName: 'isDraft', errorMessages: ['Draft is required'], code: 'REQUIRED' },
    ]);
  });
});
