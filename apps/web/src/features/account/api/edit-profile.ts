import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type EditProfileRequest, type Profile } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { getSession, replaceUser } from '../../../lib/auth-session.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

/** POST /Account/EditProfile; answers the profile as saved. */
export function editProfile(request: EditProfileRequest): Promise<Profile> {
  return requestData(profileSchema, { url: '/Account/EditProfile', method: 'POST', payload: request });
}

export function editProfileMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'edit-profile'], mutationFn: editProfile });
}

/** The header shows the stored user's name and e-mail: keep them in step with the saved profile. */
function refreshSignedInUser(profile: Profile): void {
  const user = getSession().user;
  if (!user || user.id !== profile.id) return;
  replaceUser({ ...user, firstName: profile.firstName, lastName: profile.lastName, email: profile.email });
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...editProfileMutationOptions(),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      refreshSignedInUser(profile);
    },
  });
}
