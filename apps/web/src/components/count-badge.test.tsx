import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('hides an alert at zero but shows a tally of zero, and caps both at 99+', () => {
    const { container, rerender } = render(<CountBadge count={0}>Menu</CountBadge>);
    expect(container.textContent).toBe('Menu');

    rerender(
      <CountBadge count={0} tone="tally">
        Requests
      </CountBadge>,
    );
    expect(container.textContent).toBe('Requests0');

    rerender(<CountBadge count={120}>Menu</CountBadge>);
    expect(container.textContent).toBe('Menu99+');
  });
});
