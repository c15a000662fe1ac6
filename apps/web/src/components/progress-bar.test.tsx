import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('says how far it is, by name, when it knows', () => {
    render(<ProgressBar value={62.4} aria-label="Reliability" />);
    const bar = screen.getByRole('progressbar', { name: 'Reliability' });
    expect(bar.getAttribute('aria-valuenow')).toBe('62');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('gives no value while it only waits', () => {
    render(<ProgressBar />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
  });
});
