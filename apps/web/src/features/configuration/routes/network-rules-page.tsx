import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONFIG_MESSAGES, type Corridor } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useAddCorridor } from '../api/add-corridor.ts';
import { useDeleteCorridor } from '../api/delete-corridor.ts';
import { useCorridors } from '../../../lib/corridors.ts';
import { useUpdateCorridor } from '../api/update-corridor.ts';
import { CORRIDOR_COLUMNS, corridorForm } from '../components/corridor-form.tsx';
import { RulesSection } from '../components/rules-section.tsx';

/** /configurations/rules: the corridors applications name, and the business rules document (DOMAIN §1, §3–§8). */
export function NetworkRulesPage() {
  const corridors = useCorridors();
  const add = useAddCorridor();
  const update = useUpdateCorridor();
  const remove = useDeleteCorridor();
  return (
    <Stack spacing={4}>
      <Typography variant="h1">Network and Rules</Typography>
      <CrudSection
        title="Corridors"
        titleVariant="h2"
        itemName="Corridor"
        describe={(row: Corridor) => row.name}
        columns={CORRIDOR_COLUMNS}
        rows={corridors.data}
        isLoading={corridors.isPending}
        isError={corridors.isError}
        form={corridorForm}
        onCreate={add.mutateAsync}
        onUpdate={(row, input) => update.mutateAsync({ id: row.id, input })}
        onDelete={(row) => remove.mutateAsync(row.id)}
        messages={{ saved: CONFIG_MESSAGES.saved, deleted: CONFIG_MESSAGES.deleted }}
        historyEntityType="corridor"
      />
      <RulesSection />
    </Stack>
  );
}
