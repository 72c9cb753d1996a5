import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField, FormTextField } from '../crud/form-fields.tsx';
import { FileUpload } from '../file-upload.tsx';
import { ERROR_SUMMARY_TITLE } from './error-summary.tsx';
import { FormErrorSummary } from './form-error-summary.tsx';

const schema = z.object({
  plantName: z.string().min(1, 'Plant Name is required'),
  commissioningDate: z.string().min(1, 'Commissioning Date is required'),
  proof: z.object({ id: z.string() }, { error: 'Proof of Payment is required' }),
});
type Values = z.input<typeof schema>;

/** A form as the kit builds one: bound fields, an upload, the summary at the top; a fill that nothing sits between. */
function Form({ onSave = () => {} }: { onSave?: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { plantName: '', commissioningDate: '', proof: undefined },
    shouldFocusError: false,
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <FormErrorSummary control={form.control} />
        <FormTextField<Values> name="plantName" label="Plant Name" />
        <FormDateField<Values> name="commissioningDate" label="Commissioning Date" />
        <Controller
          control={form.control}
          name="proof"
          render={({ field, fieldState }) => (
            <FileUpload
              name={field.name}
              formName="Payment"
              label="Upload Proof"
              value={null}
              onChange={() => {}}
              error={fieldState.error?.message}
            />
          )}
        />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

const summary = () => screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE });
const link = (name: string) => within(summary()).getByRole('link', { name });

describe('the error summary of a refused submit (issue 36 item 3)', () => {
  it('is not there before a submit', () => {
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('appears at the top of the form, lists every problem as a link and takes focus from Submit', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert', { name: ERROR_SUMMARY_TITLE })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: ERROR_SUMMARY_TITLE })).toBeInTheDocument();
    expect(
      within(summary())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Plant Name is required', 'Commissioning Date is required', 'Proof of Payment is required']);
    // It comes first in the form, before the fields it lists.
    expect(screen.getByRole('button', { name: 'Submit' }).closest('form')?.firstElementChild).toBe(summary());
  });

  it('focuses the field of a link: a text box, a date box, an upload', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert', { name: ERROR_SUMMARY_TITLE });

    await user.click(link('Plant Name is required'));
    expect(screen.getByRole('textbox', { name: 'Plant Name' })).toHaveFocus();
    await user.click(link('Commissioning Date is required'));
    expect(screen.getByRole('group', { name: 'Commissioning Date' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.click(link('Proof of Payment is required'));
    expect(screen.getByRole('button', { name: 'Upload Proof' })).toHaveFocus();
  });

  it('drops a problem once its field is answered, and a new refusal takes focus again', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert', { name: ERROR_SUMMARY_TITLE });

    await user.click(link('Plant Name is required'));
    await user.type(screen.getByRole('textbox', { name: 'Plant Name' }), 'Sunrise');
    await waitFor(() => expect(within(summary()).queryByRole('link', { name: 'Plant Name is required' })).toBeNull());
    // Typing leaves focus where the user is.
    expect(screen.getByRole('textbox', { name: 'Plant Name' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getAllByRole('link')).toHaveLength(2);
  });
});
