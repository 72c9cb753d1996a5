/** Corridors (DOMAIN §1): intra-state ones serve a transmission zone, inter-state ones import or export. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { GridColDef } from '@mui/x-data-grid';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import {
  CORRIDOR_DIRECTIONS,
  CORRIDOR_KINDS,
  CORRIDOR_KIND_LABELS,
  MESSAGES,
  corridorInputSchema,
  type Corridor,
  type CorridorInput,
} from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormSwitchField } from '../../../components/crud/choice-fields.tsx';
import { FormSelectField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { stampColumn } from '../../../components/crud/period-columns.tsx';
import { yesNoColumn } from '../../../components/crud/yes-no-column.tsx';
import { useUtilities } from '../../../lib/utilities.ts';

type CorridorValues = z.input<typeof corridorInputSchema>;

const KIND_OPTIONS = labelOptions(CORRIDOR_KINDS, (kind) => CORRIDOR_KIND_LABELS[kind]);
const DIRECTION_OPTIONS = labelOptions(CORRIDOR_DIRECTIONS, (direction) => direction);

export const CORRIDOR_COLUMNS: GridColDef<Corridor>[] = [
  { field: 'name', headerName: 'Name', minWidth: 180, flex: 1 },
  {
    field: 'kind',
    headerName: 'Type',
    width: 120,
    valueFormatter: (value: Corridor['kind']) => CORRIDOR_KIND_LABELS[value],
  },
  { field: 'zone', headerName: 'Zone', width: 130 },
  { field: 'direction', headerName: 'Direction', width: 110 },
  yesNoColumn<Corridor>('isActive', 'Active', 90),
  stampColumn<Corridor>(),
];

/** The zones of the configured TRANSCOs (an intra-state corridor serves one of them). */
function useTranscoZones() {
  const utilities = useUtilities();
  const zones = (utilities.data ?? []).filter((u) => u.type === 'TRANSCO').flatMap((u) => u.zones);
  return { zones: [...new Set(zones)].sort(), loadError: utilities.isError ? MESSAGES.fetchError : undefined };
}

function CorridorFields() {
  const { watch } = useFormContext<CorridorValues>();
  const kind = watch('kind');
  const { zones, loadError } = useTranscoZones();
  return (
    <>
      <FormTextField<CorridorValues> name="name" label="Corridor Name" />
      <FormSelectField<CorridorValues> name="kind" label="Corridor Type" options={KIND_OPTIONS} />
      {kind === 'IntraState' && (
        <FormSelectField<CorridorValues>
          name="zone"
          label="Zone"
          options={labelOptions(zones, (zone) => zone)}
          isEmptyNull
          helperText={loadError}
        />
      )}
      {kind === 'InterState' && (
        <FormSelectField<CorridorValues> name="direction" label="Direction" options={DIRECTION_OPTIONS} isEmptyNull />
      )}
      <FormSwitchField<CorridorValues> name="isActive" label="Active" />
    </>
  );
}

export const corridorForm: CrudForm<Corridor, CorridorValues, CorridorInput> = {
  resolver: zodResolver(corridorInputSchema),
  empty: { name: '', zone: null, direction: null, isActive: true },
  fromRow: (row) => ({
    name: row.name,
    kind: row.kind,
    zone: row.zone,
    direction: row.direction,
    isActive: row.isActive,
  }),
  fields: () => <CorridorFields />,
};
