import { createHmac } from 'node:crypto';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token built by hand, to present expired, forged or unsigned tokens. */
export function handMadeToken(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  if (header.alg === 'none') return `${unsigned}.`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export function movableClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
