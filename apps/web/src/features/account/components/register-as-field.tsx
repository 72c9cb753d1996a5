import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface RegisterAsFieldProps {
  isTrader: boolean;
  onChange: (isTrader: boolean) => void;
}

/** Spec §3 Enumerations: pre-register as OA Applicant or Trader. */
export function RegisterAsField({ isTrader, onChange }: RegisterAsFieldProps) {
  return (
    <FormControl>
      <FormLabel id="register-as-label">Register As</FormLabel>
      <RadioGroup
        row
        aria-labelledby="register-as-label"
        name="registerAs"
        value={isTrader ? 'trader' : 'oa'}
        onChange={(_, value) => onChange(value === 'trader')}
      >
        <FormControlLabel value="oa" control={<Radio />} label="OA Applicant" />
        <FormControlLabel value="trader" control={<Radio />} label="Trader" />
      </RadioGroup>
    </FormControl>
  );
}
