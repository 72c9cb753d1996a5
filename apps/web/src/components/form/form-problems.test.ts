import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { messagesOfFormErrors, problemsOfMessages } from './form-problems.ts';

type Step = 'connection' | 'generator' | 'units';
const places = {
  steps: ['connection', 'generator', 'units'] as const,
  labels: { connection: 'Connection', generator: 'Generator', units: 'Units' },
  stepOf: (path: readonly string[]): Step | null =>
    path[0] === 'connection' || path[0] === 'generator' || path[0] === 'units' ? path[0] : null,
};

describe('problemsOfMessages', () => {
  it('keeps the messages in the order given and names the row of a list', () => {
    expect(
      problemsOfMessages({
        buyerRegistrationId: 'Buyer is required',
        'timeBlocks.0.oaFromDate': 'From Date is required',
        'timeBlocks.11.oaRequirement': 'Applied requirement : 0 can not be less than 1',
      }),
    ).toEqual([
      { path: 'buyerRegistrationId', text: 'Buyer is required' },
      { path: 'timeBlocks.0.oaFromDate', text: 'Row 1: From Date is required' },
      { path: 'timeBlocks.11.oaRequirement', text: 'Row 12: Applied requirement : 0 can not be less than 1' },
    ]);
  });

  it('lists a multi-step form step by step, each problem named by its step', () => {
    expect(
      problemsOfMessages(
        {
          'units.1.capacity': 'Capacity must be greater than 0.00 MW',
          'connection.substationName': 'Sub-station is required',
          'generator.plantName': 'Plant Name is required',
          'connection.voltageLevel': 'Voltage Level is required',
          stray: 'A message of no step',
        },
        places,
      ),
    ).toEqual([
      { path: 'stray', text: 'A message of no step' },
      { path: 'connection.substationName', text: 'Connection: Sub-station is required' },
      { path: 'connection.voltageLevel', text: 'Connection: Voltage Level is required' },
      { path: 'generator.plantName', text: 'Generator: Plant Name is required' },
      { path: 'units.1.capacity', text: 'Units, row 2: Capacity must be greater than 0.00 MW' },
    ]);
  });
});

describe('messagesOfFormErrors', () => {
  it("flattens react-hook-form's nested errors to dotted paths, skipping the form-level root", () => {
    const errors = {
      email: { type: 'too_small', message: 'Email is required', ref: { name: 'email' } },
      rules: { registration: { validityMonths: { type: 'custom', message: 'Validity must be at least 1 month' } } },
      zones: [undefined, { zone: { type: 'custom', message: 'Zone is required' } }],
      root: { server: { type: '409', message: 'Someone else saved first' } },
    } as unknown as FieldErrors;
    expect(messagesOfFormErrors(errors)).toEqual({
      email: 'Email is required',
      'rules.registration.validityMonths': 'Validity must be at least 1 month',
      'zones.1.zone': 'Zone is required',
    });
  });
});
