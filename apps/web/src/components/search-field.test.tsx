import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './search-field';

function Search() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchField
        label="Search by name"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <p>Searching: {value}</p>
    </>
  );
}

describe('SearchField', () => {
  it('is a searchbox named by its label, its icon hidden from screen readers', async () => {
    const user = userEvent.setup();
    const { container } = render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(box, 'Ana');
    expect(screen.getByText('Searching: Ana')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
