import { useEffect, useState } from 'react';
import type { LatLng } from '@courtside/shared';

export type DevicePosition =
  | { status: 'locating'; position: null }
  | { status: 'located'; position: LatLng }
  /** The user or the browser refused access to the location. */
  | { status: 'denied'; position: null }
  /** No fix in time, no location hardware, or no geolocation at all. */
  | { status: 'unavailable'; position: null };

/** A phone indoors can take long for a fix; the list must not wait on it for ever. */
export const positionTimeoutMs = 8000;
// A position a few minutes old is close enough for distances to clubs.
const maximumAgeMs = 5 * 60_000;

const unavailable: DevicePosition = { status: 'unavailable', position: null };

/**
 * The device's position for distances to clubs (SPEC 7). Browsers only start the timeout
 * once the permission prompt is answered, so a timer of our own also gives up on a prompt
 * left open; a position arriving later is still taken.
 */
export function useDevicePosition(): DevicePosition {
  const [state, setState] = useState<DevicePosition>(() =>
    'geolocation' in navigator ? { status: 'locating', position: null } : unavailable,
  );

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    const slow = setTimeout(() => {
      if (active) setState((current) => (current.status === 'locating' ? unavailable : current));
    }, positionTimeoutMs);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!active) return;
        setState({
          status: 'located',
          position: { latitude: coords.latitude, longitude: coords.longitude },
        });
      },
      (error) => {
        if (!active) return;
        setState(
          error.code === error.PERMISSION_DENIED
            ? { status: 'denied', position: null }
            : unavailable,
        );
      },
      { timeout: positionTimeoutMs, maximumAge: maximumAgeMs },
    );
    return () => {
      active = false;
      clearTimeout(slow);
    };
  }, []);

  return state;
}
