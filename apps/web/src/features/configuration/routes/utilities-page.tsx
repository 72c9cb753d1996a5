import { CONFIG_MESSAGES, ZONES, type UtilityDetail, type UtilityType } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useAddUtility } from '../api/add-utility.ts';
import { useDeleteUtility } from '../api/delete-utility.ts';
import { useUtilityDetails } from '../api/get-utility-details.ts';
import { useUpdateUtility } from '../api/update-utility.ts';
import { UTILITY_COLUMNS, utilityForm } from '../components/utility-form.tsx';

/** The zones to pick from: the default zones and every zone already configured, once each, in order. */
function knownZonesOf(utilities: readonly UtilityDetail[] | undefined): string[] {
  return [...new Set([...ZONES, ...(utilities ?? []).flatMap((utility) => utility.zones)])].sort();
}

/** /configurations/transco and /configurations/discom (spec §2.7): the utilities of one type with their zones. */
export function UtilitiesPage({ type }: { type: UtilityType }) {
  const utilities = useUtilityDetails(type);
  const add = useAddUtility();
  const update = useUpdateUtility();
  const remove = useDeleteUtility();
  return (
    <CrudSection
      title={type}
      itemName={type}
      describe={(row: UtilityDetail) => row.name}
      columns={UTILITY_COLUMNS}
      rows={utilities.data}
      isLoading={utilities.isPending}
      isError={utilities.isError}
      isRowHeightAuto
      form={utilityForm(type, knownZonesOf(utilities.data))}
      onCreate={add.mutateAsync}
      onUpdate={(row, input) => update.mutateAsync({ id: row.id, input })}
      onDelete={(row) => remove.mutateAsync(row.id)}
      messages={{ saved: CONFIG_MESSAGES.saved, deleted: CONFIG_MESSAGES.deleted }}
      historyEntityType="utility"
    />
  );
}
