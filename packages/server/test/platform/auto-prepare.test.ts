import { describe, expect, it } from 'vitest';
import { statementNamer } from '../../src/db/auto-prepare.ts';

describe('automatic prepared statements (PostgreSQL driver)', () => {
  it('names a data statement on its third use, then always the same name', () => {
    const statementNameFor = statementNamer();
    const text = `select "id" from "risk_company" where "id" = $1 -- ${Math.random()}`;
    expect([statementNameFor(text), statementNameFor(text)]).toEqual([undefined, undefined]);
    const name = statementNameFor(text);
    expect(name).toMatch(/^auto_\d+$/);
    expect(statementNameFor(text)).toBe(name);
    expect(statementNameFor(`select "id" from "risk_company" where "id" = $2 -- ${Math.random()}`)).toBeUndefined();
  });

  it('never names migrations, transaction control or several statements in one text', () => {
    const statementNameFor = statementNamer();
    for (const text of [
      'CREATE INDEX "x" ON "t" ("a")',
      'begin',
      'select pg_advisory_lock(1); select 2',
      'SET LOCAL statement_timeout = 1000',
    ]) {
      const names = Array.from({ length: 5 }, () => statementNameFor(text));
      expect(names, text).toEqual([undefined, undefined, undefined, undefined, undefined]);
    }
  });
});
