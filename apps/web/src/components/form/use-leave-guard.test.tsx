import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { guardedHistory } from '../../lib/leave-guard.ts';
import { FormTextField } from '../crud/form-fields.tsx';
import { LEAVE_QUESTION, useLeaveGuard } from './use-leave-guard.tsx';

type Values = { remarks: string };

function RemarksForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm<Values>({ defaultValues: { remarks: 'as saved' } });
  const guard = useLeaveGuard(form);
  return (
    <FormProvider {...form}>
      <form>
        <FormTextField<Values> name="remarks" label="Remarks" />
        <button type="button" onClick={() => guard.confirmLeave(onCancel)}>
          Cancel
        </button>
        <button type="button" onClick={guard.markSaved}>
          Save
        </button>
      </form>
      {guard.dialog}
    </FormProvider>
  );
}

/** The form at /form under the app's guarded browser history, with a link away and a Cancel that says so. */
function renderApp() {
  window.history.replaceState(null, '', '/form');
  const cancelled: string[] = [];
  render(
    <HistoryRouter history={guardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }))}>
      <Link to="/other">Somewhere else</Link>
      <Routes>
        <Route path="/form" element={<RemarksForm onCancel={() => cancelled.push('cancelled')} />} />
        <Route path="/other" element={<p>Other page</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return { user: userEvent.setup(), cancelled };
}

const question = () => screen.queryByRole('dialog', { name: LEAVE_QUESTION.title });
const answer = (label: string) => userEvent.click(within(question()!).getByRole('button', { name: label }));
/** What a browser asks before closing the tab: true when the page wants the question. */
const asksBeforeUnload = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('leaving a form (issue 36 item 3)', () => {
  it('asks nothing while the form is unchanged', async () => {
    const { user, cancelled } = renderApp();
    expect(asksBeforeUnload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toEqual(['cancelled']);
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(question()).toBeNull();
  });

  it('asks before a link leaves a changed form: Keep editing stays, Discard changes goes', async () => {
    const { user } = renderApp();
    await user.type(screen.getByLabelText('Remarks'), ', then changed');
    expect(asksBeforeUnload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(question()).toHaveTextContent(LEAVE_QUESTION.message);
    await answer(LEAVE_QUESTION.cancelLabel);
    expect(question()).toBeNull();
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Remarks')).toHaveValue('as saved, then changed');

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await answer(LEAVE_QUESTION.confirmLabel);
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/other');
  });

  it('asks before Cancel drops the changes', async () => {
    const { user, cancelled } = renderApp();
    await user.type(screen.getByLabelText('Remarks'), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toEqual([]);
    await answer(LEAVE_QUESTION.confirmLabel);
    expect(cancelled).toEqual(['cancelled']);
  });

  it('asks nothing once the changes are saved, nor once they are typed back', async () => {
    const { user } = renderApp();
    const remarks = screen.getByLabelText('Remarks');
    await user.type(remarks, '!');
    await user.type(remarks, '{Backspace}');
    expect(asksBeforeUnload()).toBe(false);

    await user.type(remarks, ' and saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(asksBeforeUnload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(question()).toBeNull();
  });
});
