import { useQuery } from '@tanstack/react-query';
import { myBookingListSchema, type MyBooking } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

export const myBookingsKey = ['user', 'me', 'bookings'] as const;

/** GET /user/me/bookings: the user's confirmed and cancelled bookings. */
export function fetchMyBookings(): Promise<MyBooking[]> {
  return apiRequest('/user/me/bookings', { schema: myBookingListSchema });
}

export function useMyBookings() {
  return useQuery({ queryKey: myBookingsKey, queryFn: fetchMyBookings });
}
