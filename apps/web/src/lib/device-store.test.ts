import { describe, expect, it } from 'vitest';
import { deviceStore } from './device-store';

// Tests run without IndexedDB, so this is the localStorage form of the store.
describe('device store without IndexedDB', () => {
  it("reads and writes where the app always kept them, as JSON under 'courtside/courtside/'", async () => {
    localStorage.setItem('courtside/courtside/lang', JSON.stringify('ar'));
    expect(await deviceStore.getItem('lang')).toBe('ar');

    await deviceStore.setItem('user', { id: 'u1', firstName: 'Sara' });
    expect(JSON.parse(localStorage.getItem('courtside/courtside/user') ?? 'null')).toEqual({
      id: 'u1',
      firstName: 'Sara',
    });
    expect((await deviceStore.keys()).sort()).toEqual(['lang', 'user']);
  });

  it('answers null for a missing key and clears only its own keys', async () => {
    localStorage.setItem('other-app', 'kept');
    await deviceStore.setItem('token', 'jwt');
    await deviceStore.removeItem('token');
    expect(await deviceStore.getItem('token')).toBeNull();

    await deviceStore.setItem('lang', 'es');
    await deviceStore.clear();
    expect(await deviceStore.keys()).toEqual([]);
    expect(localStorage.getItem('other-app')).toBe('kept');
    localStorage.removeItem('other-app');
  });
});
