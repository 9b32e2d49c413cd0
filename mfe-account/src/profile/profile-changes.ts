import type { UpdateProfileRequest, UserProfile } from '@bb/shared';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  dateOfBirth: string;
}

export function valuesOf(profile: UserProfile): ProfileValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    username: profile.username ?? '',
    email: profile.email ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
  };
}

const sameTeams = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((team, i) => team === b[i]);

/** Only what differs from the loaded profile; an empty object means 'You have not updated any information'. */
export function profileChanges(profile: UserProfile, values: ProfileValues, teams: readonly string[]): UpdateProfileRequest {
  const before = valuesOf(profile);
  const changes: UpdateProfileRequest = {};
  for (const key of Object.keys(before) as Array<keyof ProfileValues>) {
    const next = values[key].trim();
    if (next !== before[key]) changes[key] = next;
  }
  if (!sameTeams(profile.favoriteTeams ?? [], teams)) changes.favoriteTeams = [...teams];
  return changes;
}
