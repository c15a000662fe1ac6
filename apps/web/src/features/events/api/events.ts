import { useQuery } from '@tanstack/react-query';
import { eventCategoryListSchema, type EventCategory } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

export function fetchEvents(): Promise<EventCategory[]> {
  return apiRequest('/user/events', { schema: eventCategoryListSchema });
}

export function useEvents() {
  return useQuery({ queryKey: ['user', 'events'], queryFn: fetchEvents });
}
