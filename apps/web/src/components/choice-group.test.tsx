import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup } from './choice-group';
import { Radio } from './radio-group';
import { Checkbox } from './switch';

function Gender({ refused = false }: { refused?: boolean }) {
  const [gender, setGender] = useState('');
  return (
    <ChoiceGroup legend="Gender" radios row refused={refused}>
      {(refusedBy) =>
        ['Male', 'Female'].map((label) => (
          <Radio
            key={label}
            label={label}
            name="gender"
            checked={gender === label}
            onChange={() => setGender(label)}
            {...refusedBy}
          />
        ))
      }
    </ChoiceGroup>
  );
}

function Courts({ refused }: { refused: boolean }) {
  return (
    <ChoiceGroup legend="Courts" refused={refused} refusal="Choose at least one court">
      {(refusedBy) =>
        ['Court 1', 'Court 2'].map((court) => (
          <Checkbox key={court} label={court} checked={false} onChange={() => {}} {...refusedBy} />
        ))
      }
    </ChoiceGroup>
  );
}

/** What a control's aria-describedby points at says, or null. */
const descriptionOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('ChoiceGroup', () => {
  it('is a radio group named by its question, one answer chosen at a time', async () => {
    const user = userEvent.setup();
    render(<Gender />);
    expect(screen.getAllByRole('radiogroup', { name: 'Gender' })).toHaveLength(1);
    await user.click(radio('Female'));
    expect(radio('Female').checked).toBe(true);
    await user.click(radio('Male'));
    expect([radio('Male').checked, radio('Female').checked]).toEqual([true, false]);
  });

  it('reads its refusal with each of its controls while refused, and shows nothing otherwise', () => {
    const { rerender } = render(<Courts refused={false} />);
    expect(screen.getAllByRole('group', { name: 'Courts' })).toHaveLength(1);
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      expect(descriptionOf(box)).toBeNull();
    }
    expect(screen.queryByText('Choose at least one court')).toBeNull();

    rerender(<Courts refused />);
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(box)).toBe('Choose at least one court');
    }
  });

  it('marks its radios refused without a line of its own when the reason is said elsewhere', () => {
    render(<Gender refused />);
    for (const control of screen.getAllByRole('radio')) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(control)).toBeNull();
    }
  });
});
