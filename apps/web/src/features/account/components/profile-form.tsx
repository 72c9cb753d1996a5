import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  editProfileSchema,
  type EditProfileRequest,
  type Profile,
  type Role,
} from '@stoa/shared';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { serverErrors, showFieldErrors } from '../../../lib/server-field-errors.ts';
import { useEditProfile } from '../api/edit-profile.ts';
import {
  profileLayout,
  profileServerFields,
  toProfileFormValues,
  type EditProfileInput,
} from '../lib/profile-layout.ts';
import { ProfileFields } from './profile-fields.tsx';

interface ProfileFormProps {
  profile: Profile;
  /** The signed-in role: it decides what may be edited (spec §5 Profile, §6). */
  role: Role;
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/** Spec §2.4: the profile with an Edit / Save toggle; Cancel drops the changes (asking first when there are some). */
export function ProfileForm({ profile, role }: ProfileFormProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const editProfile = useEditProfile();
  const layout = useMemo(() => profileLayout(profile, role), [profile, role]);
  const form = useForm<EditProfileInput, unknown, EditProfileRequest>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: toProfileFormValues(profile),
    shouldFocusError: false,
  });
  const leaveGuard = useLeaveGuard(form);

  // The toggled buttons leave the page, and focus with them: put it where the user continues.
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const { setFocus } = form;
  useEffect(() => {
    if (isEditing) setFocus('firstName');
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing, setFocus]);

  const startEditing = () => {
    setOutcome(null);
    setIsEditing(true);
  };
  const cancel = () => {
    form.reset(toProfileFormValues(profile));
    setOutcome(null);
    setIsEditing(false);
  };
  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    editProfile.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toProfileFormValues(saved));
        setIsEditing(false);
        setOutcome({ kind: 'saved' });
      },
      onError: (error) => {
        // Spec §8 Profile: field errors under their fields, otherwise the generic message.
        const { placed } = showFieldErrors(serverErrors(error), form.setError, profileServerFields(layout));
        if (placed.length === 0) setOutcome({ kind: 'failed', message: MESSAGES.genericError });
      },
    });
  });

  return (
    <Box
      component="form"
      noValidate
      // Enter in a read-only field must not save: only Save, shown while editing, submits.
      onSubmit={isEditing ? onSubmit : (event) => event.preventDefault()}
      aria-label="My Profile"
    >
      <Stack spacing={3}>
        <FormErrorSummary control={form.control} />
        {outcome?.kind === 'saved' && <Alert severity="success">{ACCOUNT_MESSAGES.profileUpdated}</Alert>}
        {outcome?.kind === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
        <ProfileFields profile={profile} layout={layout} isEditing={isEditing} form={form} />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {/* Distinct keys: the Edit button must not turn into the submit button under the click that pressed it. */}
          {isEditing ? (
            <>
              <Button
                key="cancel"
                variant="outlined"
                onClick={() => leaveGuard.confirmLeave(cancel)}
                disabled={editProfile.isPending}
              >
                Cancel
              </Button>
              <Button key="save" type="submit" variant="contained" loading={editProfile.isPending}>
                Save
              </Button>
            </>
          ) : (
            <Button key="edit" ref={editButtonRef} variant="contained" onClick={startEditing}>
              Edit
            </Button>
          )}
        </Stack>
      </Stack>
      {leaveGuard.dialog}
    </Box>
  );
}
