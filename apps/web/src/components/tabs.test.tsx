import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const days = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
] as const;

function Week() {
  const [day, setDay] = useState<(typeof days)[number]['value']>('tue');
  return (
    <>
      <Tabs label="Days" tabs={days} value={day} onChange={setDay} />
      <p>Showing {day}</p>
    </>
  );
}

describe('Tabs', () => {
  it('names the row, marks the chosen tab and chooses another on a tap', async () => {
    render(<Week />);
    expect(screen.getByRole('tablist', { name: 'Days' })).toBeTruthy();
    const tuesday = screen.getByRole('tab', { name: 'Tuesday' });
    expect(tuesday.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Wednesday' }));
    expect(screen.getByRole('tab', { name: 'Wednesday' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(tuesday.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('Showing wed')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys and chooses with Enter', async () => {
    render(<Week />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tuesday' }));
    await userEvent.keyboard('{ArrowLeft}');
    const monday = screen.getByRole('tab', { name: 'Monday' });
    expect(document.activeElement).toBe(monday);
    await userEvent.keyboard('{Enter}');
    expect(monday.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Showing mon')).toBeTruthy();
  });
});
