import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginBody } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<AuthResponse> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: authResponseSchema,
    redirectOnUnauthorized: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
