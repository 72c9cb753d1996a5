/**
 * Leaving a changed form asks first (issue 36 item 3): while the form differs from what it was opened or last saved
 * with, a move to another page (lib/leave-guard.ts), Cancel and closing the tab wait for 'Discard changes'. A form
 * that was not changed, or was just saved, lets the user go without a question.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { addLeaveBlocker } from '../../lib/leave-guard.ts';

export const LEAVE_QUESTION = {
  title: 'Discard your changes?',
  message: 'The changes you made on this form have not been saved. Leave it and lose them?',
  confirmLabel: 'Discard changes',
  cancelLabel: 'Keep editing',
} as const;

export interface LeaveGuard {
  /** Runs `leave` (Cancel, closing a dialog) at once for an unchanged form, else after 'Discard changes'. */
  confirmLeave: (leave: () => void) => void;
  /** The form's changes are saved: the navigation that follows passes, and the form is unchanged from here on. */
  markSaved: () => void;
  /** The question, when one is asked: render it with the form. */
  dialog: ReactNode;
}

/** The guard of the form `form` (its changes as react-hook-form counts them: values that differ from the defaults). */
export function useLeaveGuard<V extends FieldValues, C, O>(form: UseFormReturn<V, C, O>): LeaveGuard {
  const isDirty = useIsDirty(form.control);
  // Set by a save or a yes: the navigation that follows passes. A form that is unchanged again arms the guard anew.
  const isReleased = useRef(false);
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);

  const hold = useCallback((leave: () => void) => {
    if (isReleased.current) return false;
    setPending({ leave });
    return true;
  }, []);

  useEffect(() => {
    if (!isDirty) {
      isReleased.current = false;
      return undefined;
    }
    const onUnload = (event: BeforeUnloadEvent) => {
      if (isReleased.current) return;
      event.preventDefault();
      // Older browsers show their question only for a returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    const remove = addLeaveBlocker(hold);
    return () => {
      remove();
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [isDirty, hold]);

  const confirmLeave = (leave: () => void) => {
    if (!isDirty || !hold(leave)) leave();
  };
  const markSaved = () => {
    isReleased.current = true;
    form.reset(form.getValues());
  };
  const dialog = pending && (
    <ConfirmDialog
      {...LEAVE_QUESTION}
      onConfirm={() => {
        isReleased.current = true;
        setPending(null);
        pending.leave();
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { confirmLeave, markSaved, dialog };
}

function useIsDirty<V extends FieldValues, C, O>(control: Control<V, C, O>): boolean {
  return useFormState({ control }).isDirty;
}
