import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput, isAcceptedNumberText } from './number-input.tsx';

function Harness({ decimals }: { decimals?: number }) {
  const [value, setValue] = useState('');
  return <NumberInput label="Rate" value={value} onChange={setValue} decimals={decimals} />;
}

describe('NumberInput', () => {
  it('swallows e, E, minus and plus (spec §5)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByLabelText('Rate');
    await user.type(box, '1e2E-3+4');
    expect(box).toHaveValue('1234');
    expect(box).toHaveAttribute('inputmode', 'decimal');
  });

  it('refuses a third decimal, typed or pasted, and keeps the last good value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByLabelText('Rate');
    await user.type(box, '12.345');
    expect(box).toHaveValue('12.34');
    await user.clear(box);
    await user.paste('7.891');
    expect(box).toHaveValue('');
    await user.paste('-5');
    expect(box).toHaveValue('');
    await user.paste('7.89');
    expect(box).toHaveValue('7.89');
  });

  it('takes whole numbers only when decimals is 0', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={0} />);
    const box = screen.getByLabelText('Rate');
    await user.type(box, '3.5');
    expect(box).toHaveValue('35');
  });

  it('accepts digits with at most one point and two decimals', () => {
    expect(['', '0', '12', '12.', '12.3', '.5', '12.34'].every((t) => isAcceptedNumberText(t))).toBe(true);
    expect(['12.345', '1e3', '-1', '+1', '1.2.3', '1,5', 'abc'].some((t) => isAcceptedNumberText(t))).toBe(false);
  });
});
