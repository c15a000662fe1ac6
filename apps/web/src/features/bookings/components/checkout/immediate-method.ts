/** The methods that book at once, without a provider's page to think twice on. */
export type ImmediateMethod = 'cash' | 'coins';

export function isImmediateMethod(method: string): method is ImmediateMethod {
  return method === 'cash' || method === 'coins';
}
