import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { atcBlockLabel } from '@stoa/shared';
import { NumberInput } from '../../../components/number-input.tsx';
import { SelectInput, type SelectOption } from '../../../components/select-input.tsx';

const FROM_OPTIONS: SelectOption[] = Array.from({ length: 96 }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1} (${atcBlockLabel(i + 1).slice(0, 5)})`,
}));
const TO_OPTIONS: SelectOption[] = Array.from({ length: 96 }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1} (${atcBlockLabel(i + 1).slice(6)})`,
}));

/** Sets a run of blocks to one MW value at once (a whole day is 96 boxes). */
export function AtcFillBlocks({ onApply }: { onApply: (from: number, to: number, text: string) => void }) {
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('96');
  const [mw, setMw] = useState('');
  const isValid = mw !== '' && mw !== '.' && Number(from) <= Number(to);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      role="group"
      aria-label="Set several blocks"
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <Stack sx={{ width: 140 }}>
        <SelectInput
          label="From block"
          isPlaceholderDisabled
          options={FROM_OPTIONS}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </Stack>
      <Stack sx={{ width: 140 }}>
        <SelectInput
          label="To block"
          isPlaceholderDisabled
          options={TO_OPTIONS}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </Stack>
      <NumberInput label="MW" value={mw} onChange={setMw} sx={{ width: 120 }} />
      <Button variant="outlined" disabled={!isValid} onClick={() => onApply(Number(from), Number(to), mw)}>
        Set blocks
      </Button>
    </Stack>
  );
}
