/**
 * The query keys of payments, all under the feature's root ['payments'] (payments-key.ts): a TDS change, a payment,
 * an approval or a refund marks the whole root stale, since each moves what the lists and the dues' TDS say.
 */
import { PAYMENTS_KEY } from './payments-key.ts';

export const PAYMENT_LISTS_KEY = [...PAYMENTS_KEY, 'lists'] as const;
export const PAYMENT_DETAIL_KEY = [...PAYMENTS_KEY, 'detail'] as const;
export const REFUND_LISTS_KEY = [...PAYMENTS_KEY, 'refunds'] as const;
export const REFUND_HISTORY_KEY = [...PAYMENTS_KEY, 'refundHistory'] as const;
/** What payers need to pay: the SLDC's accounts and the payment modes (read through configuration's routes). */
export const PAYMENT_SETUP_KEY = [...PAYMENTS_KEY, 'setup'] as const;
/** The monthly TDS rows with their challans (payers: their own). */
export const TDS_CHALLAN_LISTS_KEY = [...PAYMENTS_KEY, 'tdsChallans'] as const;
