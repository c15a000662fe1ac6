import type { CourtDetail, LatLng, Sport } from '@courtside/shared';
import { bookableWindow } from '@courtside/shared/rules';

/** The sports a club's courts are for, each once, in the order the courts list them. */
export function sportsOf(courts: readonly Pick<CourtDetail, 'type'>[]): Sport[] {
  return [...new Set(courts.map((court) => court.type))];
}

/**
 * The club's opening hours as the booking grid offers them (SPEC 9): from the first bookable
 * hour to the end of the last one, on the club's clock.
 */
export const openingHours = {
  opens: bookableWindow.firstHour,
  closes: bookableWindow.lastHour + 1,
};

/** A map search of the club's position, which phones open in their maps app. */
export function mapsUrl({ latitude, longitude }: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
