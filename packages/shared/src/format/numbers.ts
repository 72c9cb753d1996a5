/**
 * Money and quantities as every screen, PDF, sheet and mail shows them (spec §9): rupees in Indian grouping with two
 * decimals ('₹1,23,456.78') and, on a receipt, in Indian-English words; MW and MWh with two decimals. The web's lib/format.ts re-exports these; the server's
 * documents and check lines use them directly.
 */
const inrFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees in Indian grouping, e.g. "₹12,34,567.50". */
export function formatInr(amount: number): string {
  return inrFormat.format(amount);
}

/** An amount kept in paise (the ledger's unit), as formatInr writes rupees. */
export function formatPaise(paise: number): string {
  return inrFormat.format(paise / 100);
}

const ONES = ['', ...'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen'.split(' ')].concat(
  'Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(' '),
);
const TENS = ['', '', ...'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ')];

/** 1…99: "Seventy-Eight". */
function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
}

/** A whole number ≥ 1 in the Indian system: crore, lakh, thousand, hundred (a crore count above 99 in words itself). */
function indianWords(n: number): string {
  const crore = Math.floor(n / 1e7);
  const lakh = Math.floor((n % 1e7) / 1e5);
  const thousand = Math.floor((n % 1e5) / 1e3);
  const hundred = Math.floor((n % 1e3) / 100);
  const rest = n % 100;
  return [
    crore ? `${indianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    hundred ? `${ONES[hundred]} Hundred` : '',
    rest ? belowHundred(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Rupees in Indian-English words, as a receipt states its amount: "Rupees One Lakh Twenty-Three Thousand Four Hundred
 * Fifty-Six and Seventy-Eight Paise Only" for 123456.78; "Rupees Zero Only" for 0; no paise part when they are 0.
 */
export function formatInrWords(amount: number): string {
  const paise = Math.round(amount * 100);
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('An amount in words must be rupees ≥ 0');
  const rupees = Math.floor(paise / 100);
  const part = paise % 100 ? ` and ${belowHundred(paise % 100)} Paise` : '';
  return `Rupees ${rupees ? indianWords(rupees) : 'Zero'}${part} Only`;
}

const quantityFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A quantum in MW (or energy in MWh) with two decimals, without the unit, e.g. "1,250.50". */
export function formatMw(quantum: number): string {
  return quantityFormat.format(quantum);
}

/** The unit of each rate basis, written after the rupee amount (config/charges.schemas.ts names the bases). */
export const RATE_UNITS = {
  RsPerKWh: '/kWh',
  RsPerMWPerDay: '/MW/day',
  RsPerDayPerTransaction: ' per day per transaction',
} as const;
export type RateBasis = keyof typeof RATE_UNITS;

/** A rate with its unit, rupees as formatInr writes them: "₹0.10/kWh", "₹2,000.00 per day per transaction". */
export function formatRate(rate: number, basis: RateBasis): string {
  return `${formatInr(rate)}${RATE_UNITS[basis]}`;
}
