/** Every payments query starts with this key; a TDS change invalidates them all (the banner reads the same rows). */
export const PAYMENTS_KEY = ['payments'] as const;

/** The configuration lists are short: one page of the largest size holds them. */
export const WHOLE_LIST = 'pageNumber=1&pageSize=100';
