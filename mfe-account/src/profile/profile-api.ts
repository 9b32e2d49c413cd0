import {
  apiClient,
  type ApiData,
  type ChangePasswordRequest,
  type FavoritePlayer,
  type FavoritePlayersResponse,
  type ImageUploadResponse,
  type MessageResponse,
  type UpdateProfileRequest,
  type UserProfile,
} from '@bb/shared';

export async function fetchProfile(): Promise<UserProfile> {
  return (await apiClient.get('users/me').json<ApiData<UserProfile>>()).data;
}

/** PUT /users/ with only the changed fields. */
export async function updateProfile(changes: UpdateProfileRequest): Promise<UserProfile> {
  return (await apiClient.put('users/', { json: changes }).json<ApiData<UserProfile>>()).data;
}

/** POST /users/image, one multipart file; the server sniffs the bytes and answers the new thumbnail_url. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file, file.name);
  return (await apiClient.post('users/image', { body }).json<ImageUploadResponse>()).data.thumbnail_url;
}

export async function changePassword(body: ChangePasswordRequest): Promise<string> {
  return (await apiClient.put('users/password', { json: body }).json<MessageResponse>()).data.message;
}

/** POST /users/_reset-password: mails the logged-in user a reset link. */
export async function requestPasswordResetMail(): Promise<string> {
  return (await apiClient.post('users/_reset-password').json<MessageResponse>()).data.message;
}

export async function fetchFranchiseNames(): Promise<string[]> {
  const answer = await apiClient.get('franchises').json<ApiData<{ franchises: Array<{ name: string; active: boolean }> }>>();
  return answer.data.franchises.map((f) => f.name);
}

/** The first page of favorite batters (B) or pitchers (P), for the profile's summary. */
export async function fetchFavoritePlayerNames(playerType: 'B' | 'P'): Promise<FavoritePlayer[]> {
  const answer = await apiClient.get('favorites/players', { searchParams: { playerType, page: 1 } }).json<FavoritePlayersResponse>();
  return answer.data.players;
}
