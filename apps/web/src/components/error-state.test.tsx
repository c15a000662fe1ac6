import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';

describe('Error state', () => {
  it('says the load failed and tries again when asked', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);

    expect(screen.getByText("Couldn't load this")).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while the retry runs', () => {
    render(<ErrorState onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveProperty('disabled', true);
  });
});
