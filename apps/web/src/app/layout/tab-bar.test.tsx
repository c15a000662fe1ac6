import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { homeIcon } from '@/components/icons/home';
import { menuIcon } from '@/components/icons/menu';
import { addIcon } from '@/components/icons/add';
import { TabBar, type Tab } from './tab-bar';

const tabs = (count: number, onCreate: () => void = () => undefined): Tab[] => [
  { key: 'home', label: 'Home', icon: homeIcon, to: '/user' },
  { key: 'create', label: 'Create', icon: addIcon, opens: 'dialog', onSelect: onCreate },
  {
    key: 'menu',
    label: 'Menu',
    icon: menuIcon,
    to: '/user/menu',
    count,
    countLabel: `Menu, ${count} unread`,
  },
];

function renderBar(count: number, selected = 'home', onCreate?: () => void) {
  render(
    <MemoryRouter>
      <TabBar tabs={tabs(count, onCreate)} selected={selected} label="Tabs" />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Tabs' });
}

describe('Tab bar', () => {
  it('marks the selected tab as the current page, and only it', () => {
    const bar = renderBar(0, 'menu');
    expect(within(bar).getByRole('link', { name: 'Menu' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/user');
  });

  it('shows a count on the icon and reads it out in the tab name; none at zero', () => {
    const withCount = renderBar(120);
    const menu = within(withCount).getByRole('link', { name: 'Menu, 120 unread' });
    expect(within(menu).getByText('99+').getAttribute('aria-hidden')).toBe('true');
  });

  it('has no badge without a count', () => {
    const bar = renderBar(0);
    const menu = within(bar).getByRole('link', { name: 'Menu' });
    expect(menu.textContent).toBe('Menu');
  });

  it('opens what a tab without an address opens, as a button that says so', async () => {
    const onCreate = vi.fn();
    const bar = renderBar(0, 'home', onCreate);
    const create = within(bar).getByRole('button', { name: 'Create' });
    expect(create.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(create);
    expect(onCreate).toHaveBeenCalledOnce();
  });
});
