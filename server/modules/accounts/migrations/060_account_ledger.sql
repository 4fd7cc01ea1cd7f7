-- Issue 13 §3: the ledger of recharges and deductions (who, why, the caller's request id for idempotency), and who
-- created or cancelled a service-charge order. Fee strategy names are unique per organisation (trimmed, any case).
ALTER TABLE account_movements ADD COLUMN request_id text;
ALTER TABLE account_movements ADD COLUMN remark text NOT NULL DEFAULT '';
ALTER TABLE account_movements ADD COLUMN user_id integer REFERENCES users (id);
CREATE UNIQUE INDEX account_movements_request ON account_movements (org_id, request_id);

ALTER TABLE service_charge_orders ADD COLUMN created_by integer REFERENCES users (id);
ALTER TABLE service_charge_orders ADD COLUMN cancelled_at bigint;
ALTER TABLE service_charge_orders ADD COLUMN cancelled_by integer REFERENCES users (id);

CREATE UNIQUE INDEX prepaid_fee_strategies_name ON prepaid_fee_strategies (org_id, lower(btrim(name)));
