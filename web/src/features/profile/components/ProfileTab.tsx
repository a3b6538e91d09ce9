import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Spinner } from '@/components/Spinner/Spinner';
import { ProfileForm } from '@/components/ProfileForm/ProfileForm';
import { useCountries } from '@/lib/countries-api';
import { profileQuery, updateProfile, type Profile } from '@/features/profile/api/profile';

/** The profile tab: loads the account's details, then edits them; a new address needs the current password. */
export function ProfileTab() {
  const queryClient = useQueryClient();
  const countries = useCountries();
  const profile = useQuery(profileQuery);
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <ErrorAlert error={profile.error} />;

  const save = async (edited: Profile, currentPassword: string) => {
    const answer = await updateProfile({ ...edited, currentPassword });
    queryClient.setQueryData(profileQuery.queryKey, answer);
    return answer;
  };
  return <ProfileForm profile={profile.data} countries={countries} save={save} confirmsEmailChange />;
}
