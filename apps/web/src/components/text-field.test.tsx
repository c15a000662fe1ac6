import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from './alert';
import { SelectField, TextArea, TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and reads its refusal with it', () => {
    render(<TextField label="Phone number" error="Enter a whole phone number" />);
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Enter a whole phone number');
  });

  it('points to no line when it has none', () => {
    render(<TextField label="Username" />);
    const field = screen.getByRole('textbox', { name: 'Username' });
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });

  it('reads a text area’s helper line with it', () => {
    render(<TextArea label="Message" helper="Characters left: 500" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    const described = document.getElementById(area.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Characters left: 500');
  });

  it('marks a required text area as the required fields, and hands its element to a ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Reason" required ref={ref} />);
    const area = screen.getByRole('textbox', { name: /^Reason/ });
    expect(area.hasAttribute('required')).toBe(true);
    expect(screen.getByText('*', { exact: false }).getAttribute('aria-hidden')).toBe('true');
    expect(ref.current).toBe(area);
  });

  it('offers a select’s options as a combobox named by its label', () => {
    render(
      <SelectField label="Level" defaultValue="">
        <option value="">Any</option>
        <option value="2.5">2.5</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Any', '2.5']);
  });

  it('is read as refused when the reason is said under its row, with no line of its own', () => {
    render(
      <SelectField label="Closes" defaultValue="08:00" invalid>
        <option value="08:00">08:00</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Closes' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Alert', () => {
  it('is read out at once by default, with its title and action', () => {
    render(
      <Alert severity="warning" title="Payment declined" action={<button>Retry</button>}>
        The court is held until 10:15.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Payment declined');
    expect(alert.textContent).toContain('The court is held until 10:15.');
    expect(alert.dataset.severity).toBe('warning');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('waits its turn as a status when asked to', () => {
    render(
      <Alert severity="info" role="status">
        Saved
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
