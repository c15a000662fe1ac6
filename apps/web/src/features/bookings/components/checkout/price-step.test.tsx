import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { BookingQuery } from '../../../../lib/booking-query';
import { PriceStep } from './price-step';

const booking: BookingQuery = {
  court: 'Court 1',
  courtID: 'c1',
  clubID: 'club-1',
  photo: null,
  date: '2026-11-21',
  startTime: '19:00',
  endTime: '21:00',
  duration: 120,
};

describe('Price step', () => {
  it('shows the slot and its total', () => {
    render(
      <PriceStep booking={booking} clubName="Nile" pricing={false} amount={5000} currency="USD" />,
    );
    expect(screen.getByRole('heading', { name: 'Nile' })).toBeTruthy();
    expect(screen.getByText('Court 1')).toBeTruthy();
    expect(screen.getByText('19:00 – 21:00')).toBeTruthy();
    expect(screen.getByText('Total (120 min)')).toBeTruthy();
    expect(screen.getByText('$50.00')).toBeTruthy();
  });

  it('says so when the club has set no price for the court', () => {
    render(
      <PriceStep booking={booking} clubName="Nile" pricing={false} amount={null} currency="USD" />,
    );
    expect(screen.getByText('Price not set yet')).toBeTruthy();
  });

  it('shows no total while the price loads', () => {
    render(
      <PriceStep booking={booking} clubName={null} pricing amount={null} currency={undefined} />,
    );
    expect(screen.queryByText('Price not set yet')).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
