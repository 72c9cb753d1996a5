import { useQuery } from '@tanstack/react-query';
import { tdsPartiesSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { TDS_CHALLAN_LISTS_KEY } from './payment-keys.ts';

export interface TdsQuarter {
  financialYear: number;
  quarter: number;
}

/** GET /Payment/GetTdsParties: the payers with TDS deducted in a quarter, by name (the Form 16A party to choose). */
export function getTdsParties({ financialYear, quarter }: TdsQuarter) {
  return requestData(tdsPartiesSchema, {
    url: `/Payment/GetTdsParties?financialYear=${financialYear}&quarter=${quarter}`,
  });
}

/** The quarter's parties; `enabled`: only where a party is chosen (the SLDC roles). */
export function useTdsParties(quarter: TdsQuarter, enabled: boolean) {
  return useQuery({
    queryKey: [...TDS_CHALLAN_LISTS_KEY, 'parties', quarter],
    queryFn: () => getTdsParties(quarter),
    enabled,
  });
}
