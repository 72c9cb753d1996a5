/** The TRANSCO / DISCOM dialog and columns (spec §2.7 TRANSCO, DISCOM): a name and its zones. */
import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { utilityInputSchema, type UtilityDetail, type UtilityInput, type UtilityType } from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormTextField } from '../../../components/crud/form-fields.tsx';
import { stampColumn } from '../../../components/crud/period-columns.tsx';
import { ZonePicker } from './zone-picker.tsx';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type UtilityValues = z.input<typeof utilityInputSchema>;

export const UTILITY_COLUMNS: FileColDef<UtilityDetail>[] = [
  { field: 'name', headerName: 'Name', minWidth: 180, flex: 1 },
  {
    field: 'zones',
    headerName: 'Zones',
    minWidth: 240,
    flex: 1.5,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', py: 0.5 }}>
        {row.zones.map((zone) => (
          <Chip key={zone} size="small" label={zone} />
        ))}
      </Stack>
    ),
  },
  { field: 'userCount', headerName: 'Users connected', width: 150, type: 'number', fileKind: 'count' },
  stampColumn<UtilityDetail>(),
];

function ZonesField({ knownZones }: { knownZones: readonly string[] }) {
  const { control } = useFormContext<UtilityValues>();
  return (
    <Controller
      control={control}
      name="zones"
      render={({ field, fieldState }) => (
        <ZonePicker
          zones={field.value ?? []}
          onChange={field.onChange}
          knownZones={knownZones}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function utilityForm(
  type: UtilityType,
  knownZones: readonly string[],
): CrudForm<UtilityDetail, UtilityValues, UtilityInput> {
  return {
    resolver: zodResolver(utilityInputSchema),
    empty: { name: '', type, zones: [] },
    fromRow: (row) => ({ name: row.name, type: row.type, zones: [...row.zones] }),
    fields: () => (
      <>
        <FormTextField<UtilityValues> name="name" label="Name" />
        <ZonesField knownZones={knownZones} />
      </>
    ),
  };
}
