import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type RegisterBody } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

export function registerAccount(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest('/auth/register', { method: 'POST', body, schema: authResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
