import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Switch } from './switch';

describe('Switch and Checkbox', () => {
  it('names a switch by its label and reports each turn', async () => {
    const onChange = vi.fn();
    render(<Switch label="Open to anyone" checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Open to anyone' });
    expect((control as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByText('Open to anyone'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('names and turns a setting whose label comes first', async () => {
    const onChange = vi.fn();
    render(<Switch label="Chat messages" labelPlacement="start" checked onChange={onChange} />);
    await userEvent.click(screen.getByText('Chat messages'));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(
      (screen.getByRole('switch', { name: 'Chat messages' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('reports a ticked box as unticked when clicked, and not at all when disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Checkbox label="Monday" checked onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    rerender(<Checkbox label="Monday" checked onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
