import type { PhoneRegion } from '@courtside/shared/phone';
import { loadPhoneReader } from '@/lib/phone';

/**
 * A body naming an account (a username or a phone number) with the country the device is in,
 * where the server reads a phone number typed in its national form. The phone rule loads with
 * the first such call; without it the body goes as it is (a national number is then unknown).
 */
export async function withDeviceRegion<Body extends object>(
  body: Body,
): Promise<Body & { region?: PhoneRegion }> {
  const region = await loadPhoneReader().then(
    (reader) => reader.region,
    () => undefined,
  );
  return region ? { ...body, region } : body;
}
