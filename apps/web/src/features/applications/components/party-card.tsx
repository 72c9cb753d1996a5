/**
 * A seller's or buyer's card, headed 'Seller' / 'Buyer' (the region named 'Seller details' / 'Buyer details'): what
 * limits a request (ex-bus capacity or contract demand), zone and validity.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPES, ENTITY_TYPE_LABELS, type EntityType, type Party } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import type { PartySide } from '../api/get-parties.ts';

const isEntityType = (value: string): value is EntityType => (ENTITY_TYPES as readonly string[]).includes(value);
const mw = (value: number | null) => (value === null ? '—' : `${formatMw(value)} MW`);

export function PartyCard({ side, party }: { side: PartySide; party: Party }) {
  const title = side === 'seller' ? 'Seller' : 'Buyer';
  const facts: [string, string][] = [
    ['Entity', party.entityName],
    ['Registration No', party.registrationNo ?? '—'],
    ['Entity Type', isEntityType(party.entityType) ? ENTITY_TYPE_LABELS[party.entityType] : party.entityType],
    side === 'seller' ? ['Ex-Bus Capacity', mw(party.exBusCapacity)] : ['Contract Demand', mw(party.contractDemand)],
    ['Transmission Zone', party.transmissionZone ?? '—'],
    ['Registration Valid Until', formatCalendarDate(party.validUntil) || '—'],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={`${title} details`} sx={{ p: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', columnGap: 2, rowGap: 0.75, gridTemplateColumns: 'max-content 1fr' }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
