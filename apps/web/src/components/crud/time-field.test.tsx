import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormTimeField } from './time-field.tsx';

interface Values {
  deadLine: string | null;
}

/** What the form holds, as the wire will get it. */
function Held() {
  return <output aria-label="Held">{useWatch<Values>({ name: 'deadLine' })}</output>;
}

function Harness({ deadLine }: Values) {
  const form = useForm<Values>({ defaultValues: { deadLine } });
  return (
    <FormProvider {...form}>
      <FormTimeField<Values> name="deadLine" label="Deadline (Time)" />
      <Held />
    </FormProvider>
  );
}

const options = () =>
  within(screen.getByLabelText('Deadline (Time)'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('FormTimeField', () => {
  it("shows a time of day as the lists do, 'HH:mm' on the 24-hour clock, whatever the browser's locale", () => {
    render(<Harness deadLine="17:00" />);
    expect(screen.getByLabelText('Deadline (Time)')).toHaveDisplayValue('17:00');
    expect(options()).toHaveLength(1 + 96);
    expect(options().slice(0, 3)).toEqual(['Select', '00:00', '00:15']);
    expect(options().at(-1)).toBe('23:45');
  });

  it('keeps a saved time off the quarter-hours among the choices, in order', () => {
    render(<Harness deadLine="17:05" />);
    expect(screen.getByLabelText('Deadline (Time)')).toHaveDisplayValue('17:05');
    expect(options().slice(69, 72)).toEqual(['17:00', '17:05', '17:15']);
  });

  it("sends the chosen time as 'HH:mm'", () => {
    render(<Harness deadLine={null} />);
    fireEvent.change(screen.getByLabelText('Deadline (Time)'), { target: { value: '09:30' } });
    expect(screen.getByLabelText('Held')).toHaveTextContent('09:30');
  });
});
