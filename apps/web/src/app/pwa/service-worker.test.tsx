import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import i18next from 'i18next';
import { useState } from 'react';
import { ServiceWorkerUpdates, updateCheckMs } from './service-worker';

// The plugin's registration, as the browser runs it: it calls back when a new version waits.
const registration = vi.hoisted(() => ({
  options: null as RegisterSWOptions | null,
  /** What the plugin does when its service worker reports a waiting version. */
  needRefresh: () => undefined as void,
  updateServiceWorker: vi.fn(async () => undefined),
}));

/** The plugin's registration hook, as the browser runs it. */
function useRegister(options: RegisterSWOptions = {}) {
  registration.options = options;
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  registration.needRefresh = () => needRefresh[1](true);
  return { needRefresh, offlineReady, updateServiceWorker: registration.updateServiceWorker };
}

function newVersionWaits() {
  act(() => registration.needRefresh());
}

describe('the Reload prompt', () => {
  beforeEach(() => {
    registration.options = null;
    registration.updateServiceWorker.mockClear();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18next.changeLanguage('en');
  });

  it('says nothing until a new version is waiting', () => {
    render(<ServiceWorkerUpdates useRegister={useRegister} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('announces a new version and starts it on Reload', async () => {
    render(<ServiceWorkerUpdates useRegister={useRegister} />);
    newVersionWaits();

    const prompt = screen.getByRole('region', { name: 'A new version of Courtside is ready.' });
    expect(screen.getByRole('alert').textContent).toBe('A new version of Courtside is ready.');
    expect(prompt.contains(screen.getByRole('button', { name: 'Later' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('goes away on Later and keeps the running version', async () => {
    render(<ServiceWorkerUpdates useRegister={useRegister} />);
    newVersionWaits();

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('speaks the chosen language', async () => {
    await i18next.changeLanguage('es');
    render(<ServiceWorkerUpdates useRegister={useRegister} />);
    newVersionWaits();

    expect(screen.getByRole('alert').textContent).toBe('Hay una nueva versión de Courtside lista.');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más tarde' })).toBeTruthy();
  });

  it('asks the server for a new version every hour while the app stays open', () => {
    vi.useFakeTimers();
    render(<ServiceWorkerUpdates useRegister={useRegister} />);
    const update = vi.fn(async () => undefined);
    registration.options?.onRegisteredSW?.('/sw.js', {
      update,
    } as unknown as ServiceWorkerRegistration);

    vi.advanceTimersByTime(updateCheckMs - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
