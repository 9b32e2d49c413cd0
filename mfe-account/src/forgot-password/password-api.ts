import { publicClient, type ForgotPasswordRequest, type MessageResponse, type SetPasswordRequest } from '@bb/shared';

/** POST /users/_forgot-password: mails a reset link; the answer never says whether the address is known. */
export async function requestResetLink(body: ForgotPasswordRequest): Promise<string> {
  return (await publicClient.post('users/_forgot-password', { json: body }).json<MessageResponse>()).data.message;
}

/** POST /users/_set-password with the token of the e-mailed link (/forgot-password?token=…). */
export async function setNewPassword(body: SetPasswordRequest): Promise<string> {
  return (await publicClient.post('users/_set-password', { json: body }).json<MessageResponse>()).data.message;
}
