import { memo } from 'react';
import Box from '@mui/material/Box';
import { atcBlockLabel } from '@stoa/shared';
import { NumberInput } from '../../../components/number-input.tsx';
import { formatMw } from '../../../lib/format.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { ATC_TABLE_SX } from './atc-table-styles.ts';
import type { AtcDayForm } from './use-atc-day-form.ts';

/** Screen readers read the box's label; the column header says it to everyone else. */
const INPUT_SX = {
  '& .MuiInputLabel-root': VISUALLY_HIDDEN,
  '& .MuiOutlinedInput-input': { py: 0.5 },
  width: 150,
} as const;
const INPUT_PROPS = { style: { textAlign: 'right' } } as const;

interface BlockRowProps {
  index: number;
  text: string;
  allocated: number;
  error: string | undefined;
  canEdit: boolean;
  onChange: (index: number, text: string) => void;
}

const BlockRow = memo(function BlockRow({ index, text, allocated, error, canEdit, onChange }: BlockRowProps) {
  const block = index + 1;
  const remaining = text === '' || text === '.' ? null : Number(text) - allocated;
  return (
    <tr>
      <td>{block}</td>
      <td>{atcBlockLabel(block)}</td>
      <td>
        {canEdit ? (
          <NumberInput
            label={`ATC block ${block} (MW)`}
            value={text}
            onChange={(value) => onChange(index, value)}
            error={error !== undefined}
            helperText={error}
            notched={false}
            sx={INPUT_SX}
            inputProps={INPUT_PROPS}
          />
        ) : (
          formatMw(Number(text) || 0)
        )}
      </td>
      <td className="num">{formatMw(allocated)}</td>
      <Box
        component="td"
        className="num"
        sx={remaining !== null && remaining < 0 ? { color: 'error.main' } : undefined}
      >
        {remaining === null ? '—' : formatMw(remaining)}
      </Box>
    </tr>
  );
});

/** The 96 blocks of a corridor-day: Block, Time, ATC (a box to edit), Allocated and Remaining MW. */
export function AtcBlockGrid({ form, canEdit }: { form: AtcDayForm; canEdit: boolean }) {
  return (
    <Box
      sx={{
        maxHeight: '70vh',
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="table"
        aria-label="ATC per block"
        sx={{ ...ATC_TABLE_SX, '& thead th': { position: 'sticky', top: 0, zIndex: 1 }, '& td': { py: 0.5 } }}
      >
        <thead>
          <tr>
            <th style={{ width: 80 }}>Block</th>
            <th style={{ width: 140 }}>Time</th>
            <th style={{ width: 190 }}>ATC (MW)</th>
            <th className="num" style={{ width: 160 }}>
              Allocated (MW)
            </th>
            <th className="num" style={{ width: 160 }}>
              Remaining (MW)
            </th>
          </tr>
        </thead>
        <tbody>
          {form.texts.map((text, index) => (
            <BlockRow
              // The 96 rows are fixed: the block is the identity.
              key={index}
              index={index}
              text={text}
              allocated={form.allocated[index] ?? 0}
              error={form.errors.get(index)}
              canEdit={canEdit}
              onChange={form.setText}
            />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
