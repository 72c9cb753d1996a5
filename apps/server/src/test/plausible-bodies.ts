/**
 * Bodies that pass a route's schema, for the routes whose documented schema alone does not give one (a password as
 * MD5, drafts whose JSON columns are free-form): the bad-input walker breaks these, so its breakage reaches the
 * services and the database instead of stopping at the first schema check.
 */
import { randomUUID } from 'node:crypto';
import { md5Hex } from '@stoa/shared';
import { TEST_CAPTCHA } from './test-app.ts';

const registrationDraft = {
  isDraft: true,
  details: {
    connection: { dateOfOpenAccessStart: '2026-04-01', substationName: 'North', voltageLevel: 33 },
    units: [{ unitName: 'Unit 1', capacity: 5, commissioningDate: '2020-01-01' }],
  },
};

export const PLAUSIBLE_BODIES: Readonly<Record<string, unknown>> = {
  'POST /api/Account/authenticate': {
    userName: 'walker.nobody',
    password: md5Hex('Demo@1234'),
    captchaId: randomUUID(),
    captchaValue: TEST_CAPTCHA,
  },
  'POST /api/Registration/SubmitInjectingEntityRegistration': registrationDraft,
  'POST /api/Registration/RenewInjectingEntityRegistration': registrationDraft,
  'POST /api/InterStateRegistration/Submit': { isDraft: true, details: { connection: { connectivityPoint: 'Bus 1' } } },
  'POST /api/StandingClearance/Submit': {
    isDraft: true,
    details: { direction: 'Sell', quantumMw: 1, fromDate: '2026-04-01', toDate: '2026-04-02', remarks: 'Draft' },
  },
  'POST /api/Application/Submit/:type': {
    isDraft: true,
    timeBlocks: [
      { oaFromDate: '2026-04-01', oaToDate: '2026-04-01', fromTimeBlock: 0, toTimeBlock: 4, oaRequirement: 1 },
    ],
    remarks: 'Draft',
  },
};
