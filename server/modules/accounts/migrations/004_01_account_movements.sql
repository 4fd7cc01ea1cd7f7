-- Split from 004_messages_accounts_shops (a database that applied that file has this one too).
-- Account movements: the balance history of an operator account.
CREATE TABLE account_movements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations (id),
  kind text NOT NULL CHECK (kind IN ('recharge', 'deduct')),
  amount_cents bigint NOT NULL,
  balance_after_cents bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX account_movements_org ON account_movements (org_id, created_at);
