CREATE TABLE "dash_layoff_latest" (
	"risk_company_id" integer PRIMARY KEY NOT NULL,
	"region" text,
	"stat_date" date NOT NULL,
	"plan_num" integer NOT NULL,
	"actual_num" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dash_refresh" ADD COLUMN "defs" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: the dashboards' materialised rows (dash_region_day, dash_region_category,
-- dash_region_industry, dash_layoff_latest) are kept in the writing transaction by the triggers
-- below. Their functions are placeholders here: the first dashboard read after this migration
-- rebuilds the rows whole and installs the real bodies (generated in
-- modules/dashboard/materialise.ts from the status sets of packages/shared, so the rules live once),
-- behind locks that hold the writers back until the rows and the functions are in place.
CREATE FUNCTION dash_company_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE FUNCTION dash_company_gone() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$;--> statement-breakpoint
CREATE FUNCTION dash_info_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE FUNCTION dash_registry_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE FUNCTION dash_order_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE FUNCTION dash_disposal_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE FUNCTION dash_disposal_gone() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$;--> statement-breakpoint
CREATE FUNCTION dash_disposal_info_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE FUNCTION dash_layoff_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE FUNCTION dash_layoff_report_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER dash_company_insert AFTER INSERT ON "risk_company" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_company_apply();--> statement-breakpoint
CREATE TRIGGER dash_company_update AFTER UPDATE ON "risk_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_company_apply();--> statement-breakpoint
CREATE TRIGGER dash_company_delete AFTER DELETE ON "risk_company" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_company_apply();--> statement-breakpoint
CREATE TRIGGER dash_company_gone BEFORE DELETE ON "risk_company" FOR EACH ROW EXECUTE FUNCTION dash_company_gone();--> statement-breakpoint
CREATE TRIGGER dash_info_insert AFTER INSERT ON "risk_company_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_info_apply();--> statement-breakpoint
CREATE TRIGGER dash_info_update AFTER UPDATE ON "risk_company_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_info_apply();--> statement-breakpoint
CREATE TRIGGER dash_info_delete AFTER DELETE ON "risk_company_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_info_apply();--> statement-breakpoint
CREATE TRIGGER dash_registry_insert AFTER INSERT ON "registry_company" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_registry_apply();--> statement-breakpoint
CREATE TRIGGER dash_registry_update AFTER UPDATE ON "registry_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_registry_apply();--> statement-breakpoint
CREATE TRIGGER dash_registry_delete AFTER DELETE ON "registry_company" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_registry_apply();--> statement-breakpoint
CREATE TRIGGER dash_order_insert AFTER INSERT ON "risk_verification_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_order_apply();--> statement-breakpoint
CREATE TRIGGER dash_order_update AFTER UPDATE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_order_apply();--> statement-breakpoint
CREATE TRIGGER dash_order_delete AFTER DELETE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_order_apply();--> statement-breakpoint
CREATE TRIGGER dash_disposal_insert AFTER INSERT ON "risk_disposal_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_disposal_apply();--> statement-breakpoint
CREATE TRIGGER dash_disposal_update AFTER UPDATE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_disposal_apply();--> statement-breakpoint
CREATE TRIGGER dash_disposal_delete AFTER DELETE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_disposal_apply();--> statement-breakpoint
CREATE TRIGGER dash_disposal_gone BEFORE DELETE ON "risk_disposal_order" FOR EACH ROW EXECUTE FUNCTION dash_disposal_gone();--> statement-breakpoint
CREATE TRIGGER dash_disposal_info_insert AFTER INSERT ON "risk_disposal_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_disposal_info_apply();--> statement-breakpoint
CREATE TRIGGER dash_disposal_info_update AFTER UPDATE ON "risk_disposal_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_disposal_info_apply();--> statement-breakpoint
CREATE TRIGGER dash_disposal_info_delete AFTER DELETE ON "risk_disposal_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_disposal_info_apply();--> statement-breakpoint
CREATE TRIGGER dash_layoff_stat_insert AFTER INSERT ON "risk_layoff_statistics" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_layoff_stat_apply();--> statement-breakpoint
CREATE TRIGGER dash_layoff_stat_update AFTER UPDATE ON "risk_layoff_statistics" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_layoff_stat_apply();--> statement-breakpoint
CREATE TRIGGER dash_layoff_stat_delete AFTER DELETE ON "risk_layoff_statistics" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_layoff_stat_apply();--> statement-breakpoint
CREATE TRIGGER dash_layoff_report_insert AFTER INSERT ON "risk_layoff_report" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_layoff_report_apply();--> statement-breakpoint
CREATE TRIGGER dash_layoff_report_update AFTER UPDATE ON "risk_layoff_report" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_layoff_report_apply();--> statement-breakpoint
CREATE TRIGGER dash_layoff_report_delete AFTER DELETE ON "risk_layoff_report" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_layoff_report_apply();--> statement-breakpoint
-- A changed holiday calendar moves the working-day figures of every day: the next read rebuilds whole
-- (and waits for it), in the same transaction order as every other change.
CREATE FUNCTION dash_calendar_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE dash_refresh SET version = -1 WHERE id = 1;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dash_calendar_stale AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_holiday" FOR EACH STATEMENT EXECUTE FUNCTION dash_calendar_stale();--> statement-breakpoint
UPDATE "dash_refresh" SET "version" = -1 WHERE "id" = 1;
--> statement-breakpoint
-- The dashboards' answer memo (modules/dashboard/cache.ts) is keyed on the change sequence, which a
-- writer bumps before it commits. The sequence is read first; then, in a new snapshot (each statement
-- of a volatile PL/pgSQL function takes one), `settled` says no writing transaction is in flight, so
-- every write the sequence counts is committed and visible to the reads that follow.
CREATE FUNCTION dash_state(OUT seq bigint, OUT settled boolean) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	SELECT last_value INTO seq FROM dash_change_seq;
	SELECT NOT EXISTS (SELECT 1 FROM pg_snapshot_xip(pg_current_snapshot())) INTO settled;
END $$;
