import { describe, expect, it } from 'vitest';
import {
  databaseFailureReason,
  databaseUnavailability,
  isDatabaseUnreachable,
  PoolExhaustedError,
} from './db-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('why a statement could not run', () => {
  it('tells a pool with every connection busy from a database that cannot be reached', () => {
    const exhausted = new PoolExhaustedError(10, 5003, {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(databaseUnavailability(exhausted)).toBe('pool exhausted');
    expect(isDatabaseUnreachable(exhausted)).toBe(false);
    expect(databaseFailureReason(exhausted)).toBe('all 10 pooled connections busy, waited 5003 ms');
  });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shutting down', withCode('57P01', 'terminating connection')],
    ['too many clients', withCode('53300', 'sorry, too many clients already')],
    ['a connection that never came', new Error('Connection terminated due to connection timeout')],
    // Without the pool's count (some connections still connecting), the wait says no more.
    ['a wait for a connection', new Error('timeout exceeded when trying to connect')],
    ['one address of several', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('%s is the database out of reach', (_, error) => {
    expect(databaseUnavailability(error)).toBe('unreachable');
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'text'],
  ])('%s is no unavailability', (_, error) => {
    expect(databaseUnavailability(error)).toBeNull();
  });
});
