import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * POST /auth/password: every other session ends and this device gets a new token, kept at
 * once so it stays signed in.
 */
export function useChangePassword() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      apiRequest('/auth/password', {
        method: 'POST',
        body,
        schema: sharedSchema('authResponseSchema'),
      }),
    onSuccess: (answer) => signIn(answer),
  });
}
