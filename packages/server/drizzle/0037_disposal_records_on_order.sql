-- The early-warning tabs filter by what the linked disposal recorded (已约谈, 有裁员记录, 已对接服务).
-- Their count joined every order of the grade to its disposal: 1.2 ms of the 二级预警（已约谈）call's
-- 1.5 ms of SQL at --scale 100000, and p99 52–72 ms at 20 connections for the bare SQL alone, growing
-- with the interviewed cases. A copy on the order, kept by triggers on the disposal order whatever
-- code writes it, is the key of kept counts of its own beside the order counts (0007, 0030): null
-- without a disposal, else one '1'/'0' per record type in the order talk, downsizing, server
-- (DISPOSAL_RECORD_TYPE_NAMES).
-- The page keeps its EXISTS over the disposal: a filter on the copy is an expression the planner
-- cannot estimate (it sorted every match for a page; with expression statistics, generic plans of
-- other tabs turned to Seq Scans), while the EXISTS reads ten orders down the grade's index.
ALTER TABLE "risk_verification_order" ADD COLUMN "disposal_records" text;--> statement-breakpoint
CREATE FUNCTION disposal_records_code(talk integer, downsizing integer, server integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (CASE WHEN talk > 0 THEN '1' ELSE '0' END) || (CASE WHEN downsizing > 0 THEN '1' ELSE '0' END)
    || (CASE WHEN server > 0 THEN '1' ELSE '0' END);--> statement-breakpoint
UPDATE "risk_verification_order" o SET "disposal_records" = disposal_records_code(d.talk_num, d.downsizing_num, d.server_num)
  FROM "risk_disposal_order" d WHERE d.order_id = o.id;--> statement-breakpoint
-- Statement triggers with transition tables: the seed inserts thousands of disposals in one statement.
-- Only orders whose code changes are written, so a disposal's other updates (pool_status, status)
-- leave the order alone.
CREATE FUNCTION risk_disposal_order_records_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE risk_verification_order o SET disposal_records = NULL
		FROM old_rows d
		WHERE o.id = d.order_id AND o.disposal_records IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM risk_disposal_order x WHERE x.order_id = d.order_id);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE risk_verification_order o SET disposal_records = disposal_records_code(d.talk_num, d.downsizing_num, d.server_num)
		FROM new_rows d
		WHERE o.id = d.order_id
			AND o.disposal_records IS DISTINCT FROM disposal_records_code(d.talk_num, d.downsizing_num, d.server_num);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_records_insert AFTER INSERT ON "risk_disposal_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_disposal_order_records_follow();--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_records_update AFTER UPDATE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_disposal_order_records_follow();--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_records_delete AFTER DELETE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_disposal_order_records_follow();--> statement-breakpoint
CREATE FUNCTION risk_disposal_order_records_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE risk_verification_order SET disposal_records = NULL WHERE disposal_records IS NOT NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_records_truncate AFTER TRUNCATE ON "risk_disposal_order" FOR EACH STATEMENT EXECUTE FUNCTION risk_disposal_order_records_clear();--> statement-breakpoint
-- Counts kept of the orders that have a disposal, with the copy as a key, beside the order counts of
-- 0007/0030 (a table of their own: as a key of those, the copy tripled their rows, and every tab's
-- count without a record filter, CityAll's among them, sums them all).
CREATE TABLE "risk_verification_order_record_stat" (
	"region" text NOT NULL,
	"status" smallint NOT NULL,
	"is_push_app" boolean NOT NULL,
	"level" text NOT NULL,
	"is_downsizing" text NOT NULL,
	"disposal_records" text NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "status", "is_push_app", "level", "is_downsizing", "disposal_records")
);--> statement-breakpoint
INSERT INTO "risk_verification_order_record_stat" (region, status, is_push_app, level, is_downsizing, disposal_records, n)
SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), disposal_records, count(*)
FROM "risk_verification_order" WHERE disposal_records IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE FUNCTION risk_verification_order_record_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_verification_order_record_stat AS s (region, status, is_push_app, level, is_downsizing, disposal_records, n)
		SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), disposal_records, count(*)
		FROM new_rows WHERE disposal_records IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (region, status, is_push_app, level, is_downsizing, disposal_records) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_verification_order_record_stat AS s (region, status, is_push_app, level, is_downsizing, disposal_records, n)
		SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), disposal_records, -count(*)
		FROM old_rows WHERE disposal_records IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (region, status, is_push_app, level, is_downsizing, disposal_records) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_verification_order_record_stat AS s (region, status, is_push_app, level, is_downsizing, disposal_records, n)
		SELECT k_region, k_status, k_push, k_level, k_downsizing, k_records, sum(d)
		FROM (
			SELECT region AS k_region, status AS k_status, is_push_app AS k_push, level AS k_level,
				coalesce(is_downsizing, '') AS k_downsizing, disposal_records AS k_records, 1 AS d
			FROM new_rows WHERE disposal_records IS NOT NULL
			UNION ALL
			SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), disposal_records, -1
			FROM old_rows WHERE disposal_records IS NOT NULL
		) changes
		GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (region, status, is_push_app, level, is_downsizing, disposal_records) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_verification_order_record_stat_insert AFTER INSERT ON "risk_verification_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_order_record_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_verification_order_record_stat_update AFTER UPDATE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_order_record_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_verification_order_record_stat_delete AFTER DELETE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_order_record_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_verification_order_record_stat_truncate AFTER TRUNCATE ON "risk_verification_order" FOR EACH STATEMENT EXECUTE FUNCTION kept_count_clear('risk_verification_order_record_stat');
