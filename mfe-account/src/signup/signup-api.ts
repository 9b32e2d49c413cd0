import { publicClient, type AuthRecord, type AuthRecordResponse, type SignupRequest } from '@bb/shared';

/** POST /users/signup (201): the account is created and logged in; the answer is the stored auth record. */
export async function signup(body: SignupRequest): Promise<AuthRecord> {
  const answer = await publicClient.post('users/signup', { json: body }).json<AuthRecordResponse>();
  return answer.data;
}
