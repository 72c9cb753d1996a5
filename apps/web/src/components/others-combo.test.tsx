import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { OTHERS_MESSAGE, ZONES, othersChoiceField } from '@stoa/shared';
import { OthersCombo } from './others-combo.tsx';

const schema = z.object({ zone: othersChoiceField('Zone', ZONES) });

/** A form like the zone picker's: the shared Others rule resolves it. */
function Harness({ onValid }: { onValid: (zone: string) => void }) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { zone: { choice: '', other: '' } },
  });
  const errors = form.formState.errors.zone;
  return (
    <form onSubmit={form.handleSubmit((values) => onValid(values.zone))}>
      <Controller
        control={form.control}
        name="zone"
        render={({ field }) => (
          <OthersCombo
            label="Zone"
            options={ZONES}
            value={field.value}
            onChange={field.onChange}
            choiceError={errors?.choice?.message}
            otherError={errors?.other?.message}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('OthersCombo', () => {
  it('offers the given options plus Others', () => {
    render(<Harness onValid={() => {}} />);
    const options = Array.from((screen.getByLabelText('Zone') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Select', ...ZONES, 'Others']);
    expect(screen.queryByLabelText('Other Zone')).not.toBeInTheDocument();
  });

  it("asks for the other value when Others is picked: 'Please provide other value or pick from the given'", async () => {
    const user = userEvent.setup();
    let saved = '';
    render(<Harness onValid={(zone) => (saved = zone)} />);
    await user.selectOptions(screen.getByLabelText('Zone'), 'Others');
    const other = screen.getByLabelText('Other Zone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OTHERS_MESSAGE)).toBeInTheDocument();
    expect(saved).toBe('');

    await user.type(other, 'Tawang');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByLabelText('Other Zone');
    expect(saved).toBe('Tawang');
  });

  it('resolves a picked option to itself', async () => {
    const user = userEvent.setup();
    let saved = '';
    render(<Harness onValid={(zone) => (saved = zone)} />);
    await user.selectOptions(screen.getByLabelText('Zone'), 'Dirang');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => saved).toBe('Dirang');
  });
});
