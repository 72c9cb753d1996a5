import { describe, expect, it } from 'vitest';
import { paymentFormSchema } from './make-payment-form.ts';

const PAYMENT = {
  mode: 'NEFT',
  amount: '9800.00',
  referenceNumber: 'UTR1',
  bankName: 'State Bank of India',
  proofFileId: '3b241101-e2bb-4255-8caf-4136c566a962',
};
const dateErrorOf = (schema: ReturnType<typeof paymentFormSchema>, paymentDate: string) =>
  schema.safeParse({ ...PAYMENT, paymentDate }).error?.issues.find((i) => i.path[0] === 'paymentDate')?.message;

describe('the Make Payment form’s date: the server’s rule, before sending', () => {
  // Today 21 November; the dues were raised on 5 and 12 November.
  const schema = paymentFormSchema(9_800, '2026-11-21', ['2026-11-05', '2026-11-12']);

  it('takes a day from the last raise to today', () => {
    for (const date of ['2026-11-12', '2026-11-21']) expect(dateErrorOf(schema, date), date).toBeUndefined();
  });

  it('refuses a day before the last due was raised, naming it, and a day after today', () => {
    expect(dateErrorOf(schema, '2000-01-01')).toBe(
      'Payment Date cannot be before Nov 12, 2026, the day the last of these dues was raised',
    );
    expect(dateErrorOf(schema, '2026-11-22')).toBe('Payment Date cannot be in the future');
  });

  it('answers a negative amount as not greater than zero', () => {
    const result = schema.safeParse({ ...PAYMENT, amount: '-9800', paymentDate: '2026-11-20' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Amount must be greater than zero']);
  });
});
