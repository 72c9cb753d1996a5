import { businessDate, CONFIG_MESSAGES, type TdsConfig } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useBusinessRules } from '../../../lib/business-rules.ts';
import { useAddTds } from '../api/add-tds.ts';
import { useTdsList } from '../api/get-tds-list.ts';
import { useUpdateTds } from '../api/update-tds.ts';
import { TdsBanner } from '../components/tds-banner.tsx';
import { describeTds, tdsColumns, tdsForm } from '../components/tds-form.tsx';

/** /payments/tds-config (spec §2.5, §7.6; OA applicants): the charges the applicant deducts TDS on. */
export function TdsConfigPage() {
  const tds = useTdsList();
  const rules = useBusinessRules();
  const add = useAddTds();
  const update = useUpdateTds();
  const today = businessDate(new Date());
  return (
    <CrudSection
      title="TDS Configuration"
      itemName="TDS"
      describe={describeTds}
      columns={tdsColumns(today)}
      rows={tds.data}
      isLoading={tds.isPending}
      isError={tds.isError}
      form={tdsForm(rules.data?.rules.tds)}
      onCreate={add.mutateAsync}
      onUpdate={(row: TdsConfig, input) => update.mutateAsync({ id: row.id, input })}
      messages={{ saved: CONFIG_MESSAGES.saved }}
      historyEntityType="tds"
    >
      <TdsBanner />
    </CrudSection>
  );
}
