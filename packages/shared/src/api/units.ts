/**
 * The units money and quantities travel in, as the OpenAPI document states them (issue 34): one wording per unit for
 * the schemas' `.describe()`. Payments, dues, refunds, fees and charges travel in rupees; reports and the dashboard's
 * money in integer paise; e-bidding prices in Rs/kWh.
 */
export const UNITS = {
  rupees: 'Rupees (₹), to the paisa (2 decimals)',
  paise: 'Integer paise (₹1 = 100 paise)',
  rsPerKwh: 'Rs/kWh, to the paisa (2 decimals)',
  chargeRate: 'Rupees per unit of the basis: Rs/kWh, Rs/MW/day or Rs per day per transaction',
  percent: 'Percent (2 % is 2)',
  mw: 'MW, to 2 decimals',
  mwh: 'MWh, to 2 decimals',
  count: 'A count of the rows that match (all pages)',
  records: 'A count of records',
  workingDays: 'Working days',
  tileValue: "In the tile's unit: integer paise when `unit` is 'money', else a count of records",
  reportFigures:
    "Per column key, in the column's kind: money in integer paise; MW, MWh and percent in integer hundredths; " +
    'counts as they are',
} as const;
