import type { AuthResponse, Invitation } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { postForAuth } from './auth-answer';
import { loadShared } from '@/lib/shared-schemas';

const invitationPath = (token: string) => `/auth/invitation/${encodeURIComponent(token)}`;

/** Whom an owner's invitation link invites to which club; refused once used or expired. */
export async function fetchInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  const shared = loadShared();
  const answer = await apiRequest(invitationPath(token), {
    schema: { parse: (data: unknown) => data },
    signal,
    redirectOnUnauthorized: false,
  });
  return (await shared).invitationSchema.parse(answer);
}

/** Sets the invited owner's password with the one-time link, and signs them in. */
export function acceptInvitation(token: string, password: string): Promise<AuthResponse> {
  return postForAuth(invitationPath(token), { password }, false);
}
