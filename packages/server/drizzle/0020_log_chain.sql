CREATE TABLE "sys_log_chain" (
	"id" smallint PRIMARY KEY NOT NULL,
	"op_seq" bigint DEFAULT 0 NOT NULL,
	"op_hash" text DEFAULT '' NOT NULL,
	"audit_seq" bigint DEFAULT 0 NOT NULL,
	"audit_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_order_audit" DROP CONSTRAINT "risk_order_audit_order_id_risk_verification_order_id_fk";
--> statement-breakpoint
ALTER TABLE "sys_operation_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "sys_operation_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "sys_operation_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "risk_order_audit" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "risk_order_audit" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "risk_order_audit" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_operation_log_chain_uq" ON "sys_operation_log" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_order_audit_chain_uq" ON "risk_order_audit" USING btree ("chain_seq");--> statement-breakpoint
-- Tamper-evident logs (docs/security.md). Each row of sys_operation_log and risk_order_audit carries
-- chain_seq, prev_hash and hash = sha256(prev_hash | chain_seq | content), appended at COMMIT by a
-- deferred constraint trigger that locks the single head row: the lock is taken last, after every
-- domain lock of the transaction, so appending can queue but never deadlock. The content is the row
-- as jsonb without the chain columns and create_time, plus create_time as epoch seconds (both forms
-- independent of the session's time zone and of key order).
INSERT INTO "sys_log_chain" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_chain_content(r jsonb, created timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT (r - 'chain_seq' - 'prev_hash' - 'hash' - 'create_time')::text || '|' || extract(epoch FROM created)::text
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_chain_hash(prev text, seq bigint, content text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(prev || '|' || seq::text || '|' || content, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_chain_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head sys_log_chain%ROWTYPE;
  seq bigint;
  prev text;
  h text;
BEGIN
  SELECT * INTO head FROM sys_log_chain WHERE id = 1 FOR UPDATE;
  IF TG_TABLE_NAME = 'sys_operation_log' THEN
    seq := head.op_seq + 1;
    prev := head.op_hash;
  ELSE
    seq := head.audit_seq + 1;
    prev := head.audit_hash;
  END IF;
  h := log_chain_hash(prev, seq, log_chain_content(to_jsonb(NEW), NEW.create_time));
  PERFORM set_config('risk.log_chain_append', 'on', true);
  IF TG_TABLE_NAME = 'sys_operation_log' THEN
    UPDATE sys_operation_log SET chain_seq = seq, prev_hash = prev, hash = h WHERE id = NEW.id;
    UPDATE sys_log_chain SET op_seq = seq, op_hash = h WHERE id = 1;
  ELSE
    UPDATE risk_order_audit SET chain_seq = seq, prev_hash = prev, hash = h WHERE id = NEW.id;
    UPDATE sys_log_chain SET audit_seq = seq, audit_hash = h WHERE id = 1;
  END IF;
  PERFORM set_config('risk.log_chain_append', 'off', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Logs are append-only: no UPDATE, DELETE or TRUNCATE, except the chain's own first stamp of a row.
CREATE OR REPLACE FUNCTION log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.hash IS NULL AND current_setting('risk.log_chain_append', true) = 'on' THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION '日志只能追加，不能修改或删除（%）', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
-- Rows written before this migration join the chain in id order.
DO $$
DECLARE
  r record;
  seq bigint := 0;
  prev text := '';
  h text;
BEGIN
  FOR r IN SELECT * FROM sys_operation_log ORDER BY id LOOP
    seq := seq + 1;
    h := log_chain_hash(prev, seq, log_chain_content(to_jsonb(r), r.create_time));
    UPDATE sys_operation_log SET chain_seq = seq, prev_hash = prev, hash = h WHERE id = r.id;
    prev := h;
  END LOOP;
  UPDATE sys_log_chain SET op_seq = seq, op_hash = prev WHERE id = 1;
  seq := 0;
  prev := '';
  FOR r IN SELECT * FROM risk_order_audit ORDER BY id LOOP
    seq := seq + 1;
    h := log_chain_hash(prev, seq, log_chain_content(to_jsonb(r), r.create_time));
    UPDATE risk_order_audit SET chain_seq = seq, prev_hash = prev, hash = h WHERE id = r.id;
    prev := h;
  END LOOP;
  UPDATE sys_log_chain SET audit_seq = seq, audit_hash = prev WHERE id = 1;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sys_operation_log_chain AFTER INSERT ON sys_operation_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION log_chain_append();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER risk_order_audit_chain AFTER INSERT ON risk_order_audit
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION log_chain_append();
--> statement-breakpoint
CREATE TRIGGER sys_operation_log_append_only BEFORE UPDATE OR DELETE ON sys_operation_log
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER sys_operation_log_no_truncate BEFORE TRUNCATE ON sys_operation_log
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER risk_order_audit_append_only BEFORE UPDATE OR DELETE ON risk_order_audit
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER risk_order_audit_no_truncate BEFORE TRUNCATE ON risk_order_audit
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change();
