import { publicClient, type AuthRecord, type AuthRecordResponse, type ConfirmSignupRequest, type MessageResponse, type SignupRequest } from '@bb/shared';

/** POST /users/signup (202): a link to finish is mailed; the answer is the same for a known address (its owner gets a note). */
export async function startSignup(body: SignupRequest): Promise<string> {
  const answer = await publicClient.post('users/signup', { json: body }).json<MessageResponse>();
  return answer.data.message;
}

/** POST /users/signup/confirm (201): the mailed link's token creates the account; the answer is the stored auth record. */
export async function confirmSignup(token: ConfirmSignupRequest['token']): Promise<AuthRecord> {
  const answer = await publicClient.post('users/signup/confirm', { json: { token } }).json<AuthRecordResponse>();
  return answer.data;
}
