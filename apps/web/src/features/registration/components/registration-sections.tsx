/**
 * The registration's details as labelled sections, one per step of its form (detailLines: the same lines as the
 * detail PDF). Documents have their own table with the verification.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  REGISTRATION_STEPS,
  detailLines,
  type DetailLine,
  type RegistrationDetail,
  type RegistrationStep,
} from '@stoa/shared';

/** Ids the lines show as names: the utilities and the uploaded files. */
export function detailNames(record: RegistrationDetail): Record<string, string> {
  const names: Record<string, string> = {};
  const connection = record.details['connection'];
  if (connection && typeof connection === 'object') {
    const { transcoId, discomId } = connection as Record<string, unknown>;
    if (record.transcoName && transcoId != null)
      names[`connection.transcoId:${String(transcoId)}`] = record.transcoName;
    if (record.discomName && discomId != null) names[`connection.discomId:${String(discomId)}`] = record.discomName;
  }
  for (const file of record.files) names[`file:${file.fileId}`] = file.fileName;
  return names;
}

function groupByStep(lines: DetailLine[]): [RegistrationStep, DetailLine[]][] {
  const groups = new Map<RegistrationStep, DetailLine[]>();
  for (const line of lines) {
    if (line.step === 'documents') continue;
    groups.set(line.step, [...(groups.get(line.step) ?? []), line]);
  }
  return [...groups];
}

export function RegistrationSections({ record }: { record: RegistrationDetail }) {
  const groups = groupByStep(detailLines(record.entityType, record.details, detailNames(record)));
  return groups.map(([step, lines]) => (
    <Paper key={step} variant="outlined" component="section" aria-labelledby={`step-${step}`} sx={{ p: 2 }}>
      <Typography id={`step-${step}`} variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {REGISTRATION_STEPS[step]}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {lines.map((line) => (
          <Box key={line.key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  ));
}
