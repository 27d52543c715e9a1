DROP INDEX "sys_login_log_time_idx";--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "archive_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "evaluate_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "risk_disposal_order_archive_idx" ON "risk_disposal_order" USING btree ("archive_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_disposal_order_region_archive_idx" ON "risk_disposal_order" USING btree ("region","archive_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_disposal_order_evaluate_idx" ON "risk_disposal_order" USING btree ("evaluate_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_disposal_order_region_evaluate_idx" ON "risk_disposal_order" USING btree ("region","evaluate_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Issue 15, the plans query-plans.known.txt still accepted (docs/performance.md).
-- 1. The disposal list sorts by the pool company's 存档时间 / 评价时间: copies on the disposal order,
--    kept by the triggers that keep pool_status (0010), are sorted by the indexes above.
UPDATE "risk_disposal_order" d SET "archive_time" = c."archive_time", "evaluate_time" = c."evaluate_time"
  FROM "risk_company" c WHERE c."id" = d."risk_company_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_disposal_order_pool_status_init() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.status, c.archive_time, c.evaluate_time INTO NEW.pool_status, NEW.archive_time, NEW.evaluate_time
    FROM risk_company c WHERE c.id = NEW.risk_company_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_company_pool_status_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE risk_disposal_order SET pool_status = NEW.status, archive_time = NEW.archive_time, evaluate_time = NEW.evaluate_time
    WHERE risk_company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER risk_company_pool_status_follow ON "risk_company";--> statement-breakpoint
CREATE TRIGGER risk_company_pool_status_follow AFTER UPDATE OF status, archive_time, evaluate_time ON "risk_company"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.archive_time IS DISTINCT FROM NEW.archive_time
    OR OLD.evaluate_time IS DISTINCT FROM NEW.evaluate_time) EXECUTE FUNCTION risk_company_pool_status_follow();--> statement-breakpoint
-- 2. Whole-list counts (an unfiltered list's total): kept per table by statement-level triggers
--    over the transition tables, like risk_company_stat (0002). Each table's count is spread over
--    eight slots (the writer's backend) so that sessions logging at once do not queue on one row;
--    the total is the sum of at most eight rows.
CREATE TABLE "table_row_count" (
	"tbl" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("tbl", "slot")
);--> statement-breakpoint
CREATE FUNCTION table_row_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM table_row_count WHERE tbl = TG_TABLE_NAME;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO d FROM new_rows;
  ELSE
    SELECT -count(*) INTO d FROM old_rows;
  END IF;
  IF d <> 0 THEN
    INSERT INTO table_row_count AS c (tbl, slot, n) VALUES (TG_TABLE_NAME, pg_backend_pid() % 8, d)
      ON CONFLICT (tbl, slot) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sys_notice', 'sys_operation_log', 'sys_login_log', 'biz_policy', 'biz_news',
    'biz_district_report', 'biz_special_daily'] LOOP
    EXECUTE format('INSERT INTO table_row_count (tbl, slot, n) SELECT %L, 0, count(*) FROM %I', t, t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count_apply()', t || '_count_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count_apply()', t || '_count_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION table_row_count_apply()', t || '_count_truncate', t);
  END LOOP;
END $$;--> statement-breakpoint
-- 3. Substring searches of two-character Chinese words: the name_bigrams() GIN (0006) on the searched
--    columns, lower-cased for the ILIKE searches; the query narrows by the bigrams, then LIKE/ILIKE checks.
--    The operation log, written on every logged request, has one GIN over its five searched columns
--    joined (one bigram array per row; a condition on one column narrows by it, then ILIKE checks):
--    five index columns cost about three times as much per insert.
CREATE INDEX "sys_operation_log_text_bigram_idx" ON "sys_operation_log" USING gin (name_bigrams(lower("username" || chr(10)
  || "module" || chr(10) || "action" || chr(10) || coalesce("target", '') || chr(10) || coalesce("message", ''))));--> statement-breakpoint
CREATE INDEX "sys_login_log_text_bigram_idx" ON "sys_login_log" USING gin (name_bigrams(lower("username")), name_bigrams(lower("ip")));--> statement-breakpoint
CREATE INDEX "biz_policy_title_bigram_idx" ON "biz_policy" USING gin (name_bigrams(lower("title")));--> statement-breakpoint
CREATE INDEX "biz_news_title_bigram_idx" ON "biz_news" USING gin (name_bigrams(lower("title")));--> statement-breakpoint
CREATE INDEX "biz_district_report_name_bigram_idx" ON "biz_district_report" USING gin (name_bigrams(lower("report_name")));--> statement-breakpoint
CREATE INDEX "biz_special_daily_title_bigram_idx" ON "biz_special_daily" USING gin (name_bigrams(lower("title")));--> statement-breakpoint
CREATE INDEX "social_security_name_bigram_idx" ON "social_security" USING gin (name_bigrams("company_name"));--> statement-breakpoint
CREATE INDEX "mini_app_user_text_bigram_idx" ON "mini_app_user" USING gin (name_bigrams("company_name"), name_bigrams("account"));--> statement-breakpoint
-- 4. Filters on a small set of values, counted from an index alone: failed sign-ins and operations
--    (a small share, partial indexes that also serve the page), a policy's type.
CREATE INDEX "sys_operation_log_failed_idx" ON "sys_operation_log" USING btree ("create_time" DESC NULLS LAST, "id" DESC) WHERE NOT "success";--> statement-breakpoint
CREATE INDEX "sys_login_log_failed_idx" ON "sys_login_log" USING btree ("create_time" DESC NULLS LAST, "id" DESC) WHERE NOT "success";--> statement-breakpoint
CREATE INDEX "biz_policy_type_idx" ON "biz_policy" USING btree ("type", "upload_time" DESC NULLS LAST, "id" DESC NULLS LAST);--> statement-breakpoint
-- 5. The verification lists' filters on a few values (风险点, 是否裁员, 是否化解, 注册地, 核实未通过), within
--    the tab's statuses: the count reads the matches from an index alone.
CREATE INDEX "risk_verification_order_risk_point_idx" ON "risk_verification_order" USING btree ("risk_point", "status");--> statement-breakpoint
CREATE INDEX "risk_verification_order_downsizing_idx" ON "risk_verification_order" USING btree ("is_downsizing", "status");--> statement-breakpoint
CREATE INDEX "risk_verification_order_defuse_idx" ON "risk_verification_order" USING btree ("is_defuse", "status");--> statement-breakpoint
CREATE INDEX "risk_verification_order_registration_idx" ON "risk_verification_order" USING btree ("registration_place", "status");--> statement-breakpoint
CREATE INDEX "risk_verification_order_audit_failed_idx" ON "risk_verification_order" USING btree ("status") WHERE "audit_explain" IS NOT NULL;
--> statement-breakpoint
-- 6. Risk information by 风险程度 (three values): the count reads the matches from an index alone.
CREATE INDEX "risk_company_info_degree_idx" ON "risk_company_info" USING btree ("risk_degree", "risk_company_id");
