/** The allocation engine (DOMAIN §3 Processing): assessment, pro-rata and in-order allocation. */
export * from './types.ts';
export { assess } from './assess.ts';
export { allocateProRata, explainProRataCell, proRataShare } from './pro-rata.ts';
export { allocateInOrder, inReceiptOrder } from './in-order.ts';
