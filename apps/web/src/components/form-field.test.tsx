import { useForm, type ResolverResult } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormSelectField } from './form-field';

interface Place {
  timeZone: string;
}

async function refusedWhileEmpty(values: Place): Promise<ResolverResult<Place>> {
  if (values.timeZone) return { values, errors: {} };
  return { values: {}, errors: { timeZone: { type: 'required', message: 'Choose one' } } };
}

/** A form whose one choice is refused while it is empty. */
function PlaceForm() {
  const { control, handleSubmit } = useForm<Place>({
    defaultValues: { timeZone: '' },
    resolver: refusedWhileEmpty,
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <FormSelectField control={control} name="timeZone" label="Time zone">
        <option value="" />
        <option value="Europe/Madrid">Madrid</option>
      </FormSelectField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSelectField', () => {
  it('is focused when the form refuses its choice on submit, and reads as refused', async () => {
    render(<PlaceForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
