/**
 * The parties a form may name on one side: GET /Application/GetSellers and GetBuyers (every approved seller or
 * buyer, for an OA applicant's counterparty), GetSellersForTrader and GetBuyersForTrader (the parties that added
 * the trader, by entity type). One call shape, four endpoints.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partyListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';

export type PartySide = 'seller' | 'buyer';
export type PartySource = 'all' | 'trader';

/**
 * The entity type a trader's list is asked for: sellers inject, buyers draw. A Both entity is either, so the
 * server is expected to include it on both sides.
 */
export const TRADER_PARTY_ENTITY_TYPE: Record<PartySide, string> = {
  seller: 'InjectingEntity',
  buyer: 'DraweeEntity',
};

function urlOf(side: PartySide, source: PartySource): string {
  if (source === 'all') return side === 'seller' ? '/Application/GetSellers' : '/Application/GetBuyers';
  const endpoint = side === 'seller' ? 'GetSellersForTrader' : 'GetBuyersForTrader';
  return `/Application/${endpoint}?entityType=${encodeURIComponent(TRADER_PARTY_ENTITY_TYPE[side])}`;
}

export function getParties(side: PartySide, source: PartySource) {
  return requestData(partyListSchema, { url: urlOf(side, source) });
}

export function partiesQueryOptions(side: PartySide, source: PartySource) {
  return queryOptions({
    queryKey: [...APPLICATION_FORM_KEY, 'parties', side, source],
    queryFn: () => getParties(side, source),
  });
}

export function useParties(side: PartySide, source: PartySource, isEnabled: boolean) {
  return useQuery({ ...partiesQueryOptions(side, source), enabled: isEnabled });
}
