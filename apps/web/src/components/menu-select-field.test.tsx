import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuSelectField } from './menu-select-field';

const courts = [
  { value: '', label: 'Any court' },
  { value: 'c1', label: 'Court 1', detail: '$20.00' },
  { value: 'c2', label: 'Court 2', detail: 'Taken', disabled: true },
];

function CourtField({ error }: { error?: string }) {
  const [court, setCourt] = useState('');
  return (
    <>
      <MenuSelectField
        label="Court"
        options={courts}
        value={court}
        onChange={setCourt}
        helper="Prices are per match"
        error={error}
        required
      />
      <p>Chosen: {court || 'none'}</p>
    </>
  );
}

describe('MenuSelectField', () => {
  it('names the field by its label, shows the choice and its options with their second line', async () => {
    const user = userEvent.setup();
    render(<CourtField />);
    const field = screen.getByRole('combobox', { name: 'Court' });
    expect(field.textContent).toBe('Any court');
    await user.click(field);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Any court',
      'Court 1$20.00',
      'Court 2Taken',
    ]);
    expect(options[2]!.getAttribute('aria-disabled')).toBe('true');
    await user.click(options[1]!);
    expect(screen.getByText('Chosen: c1')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Court' }).textContent).toBe('Court 1');
  });

  it('reads the line under the field with it, and marks a refused value', () => {
    render(<CourtField error="That court is taken" />);
    const field = screen.getByRole('combobox', { name: 'Court' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const line = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(line?.textContent).toBe('That court is taken');
  });
});
