import { describe, expect, it } from 'vitest';
import { changedRows } from '../../../server/modules/audit/changes.ts';

describe('the fields a record shows changed (server/modules/audit/changes.ts)', () => {
  it('compares the rows a write kept: changed fields only for an update, every field for a new or a deleted row', () => {
    const kept = [
      { table: 'organisations', op: 'UPDATE', old: { id: 2, balance_cents: 100, name: '速达', tags: { a: [1] } }, new: { id: 2, balance_cents: 600, name: '速达', tags: { a: [1] } } },
      { table: 'account_movements', op: 'INSERT', new: { id: 9, amount_cents: 500, remark: null } },
      { table: 'shops', op: 'DELETE', old: { id: 3, name: '一号店' } },
    ];
    expect(changedRows(JSON.stringify(kept))).toEqual([
      { table: 'organisations', op: 'UPDATE', id: '2', fields: { balance_cents: [100, 600] } },
      { table: 'account_movements', op: 'INSERT', id: '9', fields: { id: [null, 9], amount_cents: [null, 500], remark: [null, null] } },
      { table: 'shops', op: 'DELETE', id: '3', fields: { id: [3, null], name: ['一号店', null] } },
    ]);
  });

  it('never shows a secret column, leaves out a row whose only changes were secrets, and cuts texts at 500 characters', () => {
    const kept = [
      { table: 'users', op: 'UPDATE', old: { id: 1, password_hash: 'a', remark: 'x'.repeat(600) }, new: { id: 1, password_hash: 'b', remark: 'y'.repeat(600) } },
      { table: 'users', op: 'UPDATE', old: { id: 1, password_hash: 'b' }, new: { id: 1, password_hash: 'c' } },
    ];
    expect(changedRows(JSON.stringify(kept))).toEqual([
      { table: 'users', op: 'UPDATE', id: '1', fields: { remark: [`${'x'.repeat(500)}…`, `${'y'.repeat(500)}…`] } },
    ]);
  });

  it('reads a record written before the rows were kept (its fields already worked out) as it is', () => {
    const legacy = [{ id: '2', op: 'UPDATE', table: 'organisations', fields: { balance_cents: [1, 2] } }];
    expect(changedRows(JSON.stringify(legacy))).toEqual([{ table: 'organisations', op: 'UPDATE', id: '2', fields: { balance_cents: [1, 2] } }]);
    expect(changedRows('[]')).toEqual([]);
  });
});
