import { describe, expect, it } from 'vitest';
import {
  documentedOwners,
  tableNamers,
  tableNames,
  tableOwnersText,
  tablesNamedIn,
} from './table-owners.js';

const tables = ['users', 'payments', 'match_seats', 'matches'];
const named = (source: string) => [...tablesNamedIn(source, tables)].sort();

describe('which module names each table in SQL', () => {
  it('finds each table the server declares', () => {
    const all = tableNames();
    expect(all).toContain('users');
    expect(all).toContain('payment_provider_events');
    expect(all.length).toBeGreaterThan(40);
  });

  it('sees every way a query names a table', () => {
    expect(named(`db.selectFrom('users').selectAll()`)).toEqual(['users']);
    expect(named(`db.selectFrom(['users', 'matches'])`)).toEqual(['matches', 'users']);
    expect(named(`db.insertInto('payments').values(row)`)).toEqual(['payments']);
    expect(named(`db.updateTable('users as u')`)).toEqual(['users']);
    expect(named(`db.deleteFrom( 'matches' )`)).toEqual(['matches']);
    expect(named(`q.leftJoin('payments', 'payments.id', 'b.payment_id')`)).toEqual(['payments']);
    expect(named(`q.select(['users.first_name as name'])`)).toEqual(['users']);
    expect(named('sql`select * from users where id = ${id}`')).toEqual(['users']);
    expect(named('sql`update matches set x = 1`')).toEqual(['matches']);
    expect(named('sql<Row>`select 1 from a join payments p on p.id = a.payment_id`')).toEqual([
      'payments',
    ]);
    // A table of two words is one wherever it is written (a map of seat tables).
    expect(named(`const seats = { table: 'match_seats' }`)).toEqual(['match_seats']);
  });

  it('does not count a word that is not SQL, a comment, or an owner’s read joined by alias', () => {
    expect(named(`const tags = ['matches']; checkAccess(club, id, 'payments')`)).toEqual([]);
    expect(named(`// db.selectFrom('users')\n/* .leftJoin('payments') */`)).toEqual([]);
    expect(
      named(`q.innerJoin(userReads.people(db).as('person'), 'person.id', 'x.user_id')`),
    ).toEqual([]);
  });

  it('has one module naming each table, with no exceptions', () => {
    const shared = [...tableNamers()].filter(([, namers]) => namers.size !== 1);
    expect(shared.map(([table, namers]) => `${table}: ${[...namers].join(', ')}`)).toEqual([]);
  });

  it('is listed in docs/decisions.md as the code has it (npm run docs:table-owners)', () => {
    expect(documentedOwners()).toBe(tableOwnersText());
  });
});
