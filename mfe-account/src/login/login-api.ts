import { publicClient, type AuthRecord, type AuthRecordResponse, type LoginRequest } from '@bb/shared';

/** POST /users/login: the auth record the browser stores under authToken (this ends the session on any other device). */
export async function login(body: LoginRequest): Promise<AuthRecord> {
  const answer = await publicClient.post('users/login', { json: body }).json<AuthRecordResponse>();
  return answer.data;
}
