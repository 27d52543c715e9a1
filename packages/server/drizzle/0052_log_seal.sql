-- CRYPTO_SUITE=gm (docs/security.md): each log row is sealed after commit with SM3-HMAC under a key
-- kept outside the database, so rewriting a row and recomputing the in-database chain is still found.
-- The server writes the seals (platform/audit/log-seal.ts); under the default suite the table stays empty.
CREATE TABLE "sys_log_seal" (
	"chain_table" text NOT NULL,
	"chain_seq" bigint NOT NULL,
	"mac" text NOT NULL,
	CONSTRAINT "sys_log_seal_chain_table_chain_seq_pk" PRIMARY KEY("chain_table","chain_seq")
);
--> statement-breakpoint
-- Seals are append-only like the logs they seal.
CREATE OR REPLACE FUNCTION log_seal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '日志封印只能追加，不能修改或删除（%）', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_log_seal_append_only BEFORE UPDATE OR DELETE ON sys_log_seal
  FOR EACH ROW EXECUTE FUNCTION log_seal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER sys_log_seal_no_truncate BEFORE TRUNCATE ON sys_log_seal
  FOR EACH STATEMENT EXECUTE FUNCTION log_seal_refuse_change();
