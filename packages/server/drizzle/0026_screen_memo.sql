-- Hand-written. The big screens' and data-set screens' answers are memoised per state of their sources
-- (platform/read-model/memo.ts): every table they read must bump the change sequence in the writing
-- transaction. Migration 0018 covers the workflow tables (and, through them, the big_screen_* and *_stat
-- counts their triggers keep); these are the others the screens read: the audit trail (dynamic), news and
-- monitor keywords (publicOpinion), the dictionaries (labels), and the imported data sets (oneBi, twoBi).
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_order_audit" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "biz_news" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_monitor_key" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dict" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dict_detail" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dataset_import" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dataset_row" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
-- The disposal orders per district (disposalSpeed, the guidance screen's per-district table, cityNumber's
-- disposing orders) were counted live over risk_disposal_order on every call, and every write runs the next
-- call live: kept here per district by statement triggers, like big_screen_disposal_day (migration 0025).
-- dispose_num: orders; finished_num: orders with a finish time, finish_seconds: their seconds from creation
-- (rating) to finish (numeric: exact under adding and taking off); disposing_num: status 0 or 1;
-- interview_*/service_*: orders with 约谈/对接服务 records and the record counts kept on the order.
CREATE TABLE "big_screen_disposal_region" (
	"region" text PRIMARY KEY NOT NULL,
	"dispose_num" bigint NOT NULL DEFAULT 0,
	"finished_num" bigint NOT NULL DEFAULT 0,
	"finish_seconds" numeric NOT NULL DEFAULT 0,
	"disposing_num" bigint NOT NULL DEFAULT 0,
	"interview_companies" bigint NOT NULL DEFAULT 0,
	"interview_times" bigint NOT NULL DEFAULT 0,
	"service_companies" bigint NOT NULL DEFAULT 0,
	"service_times" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO big_screen_disposal_region AS s (region, dispose_num, finished_num, finish_seconds, disposing_num, interview_companies, interview_times, service_companies, service_times)
		SELECT x.region, sum(x.sg), sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)), sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)), sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)), sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.talk_num, 0)), sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.server_num, 0))
		FROM (SELECT 1 AS sg, r.region, r.create_time, r.finish_time, r.status, r.talk_num, r.server_num FROM risk_disposal_order r) x WHERE x.region IS NOT NULL GROUP BY 1
		HAVING sum(x.sg) <> 0 OR sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)) <> 0 OR sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.talk_num, 0)) <> 0 OR sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.server_num, 0)) <> 0 ORDER BY 1
		ON CONFLICT (region) DO UPDATE SET dispose_num = s.dispose_num + excluded.dispose_num, finished_num = s.finished_num + excluded.finished_num, finish_seconds = s.finish_seconds + excluded.finish_seconds, disposing_num = s.disposing_num + excluded.disposing_num, interview_companies = s.interview_companies + excluded.interview_companies, interview_times = s.interview_times + excluded.interview_times, service_companies = s.service_companies + excluded.service_companies, service_times = s.service_times + excluded.service_times;--> statement-breakpoint
CREATE FUNCTION big_screen_disposal_region_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO big_screen_disposal_region AS s (region, dispose_num, finished_num, finish_seconds, disposing_num, interview_companies, interview_times, service_companies, service_times)
		SELECT x.region, sum(x.sg), sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)), sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)), sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)), sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.talk_num, 0)), sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.server_num, 0))
		FROM (SELECT 1 AS sg, r.region, r.create_time, r.finish_time, r.status, r.talk_num, r.server_num FROM new_rows r) x WHERE x.region IS NOT NULL GROUP BY 1
		HAVING sum(x.sg) <> 0 OR sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)) <> 0 OR sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.talk_num, 0)) <> 0 OR sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.server_num, 0)) <> 0 ORDER BY 1
		ON CONFLICT (region) DO UPDATE SET dispose_num = s.dispose_num + excluded.dispose_num, finished_num = s.finished_num + excluded.finished_num, finish_seconds = s.finish_seconds + excluded.finish_seconds, disposing_num = s.disposing_num + excluded.disposing_num, interview_companies = s.interview_companies + excluded.interview_companies, interview_times = s.interview_times + excluded.interview_times, service_companies = s.service_companies + excluded.service_companies, service_times = s.service_times + excluded.service_times;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO big_screen_disposal_region AS s (region, dispose_num, finished_num, finish_seconds, disposing_num, interview_companies, interview_times, service_companies, service_times)
		SELECT x.region, sum(x.sg), sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)), sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)), sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)), sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.talk_num, 0)), sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.server_num, 0))
		FROM (SELECT -1 AS sg, r.region, r.create_time, r.finish_time, r.status, r.talk_num, r.server_num FROM old_rows r) x WHERE x.region IS NOT NULL GROUP BY 1
		HAVING sum(x.sg) <> 0 OR sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)) <> 0 OR sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.talk_num, 0)) <> 0 OR sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.server_num, 0)) <> 0 ORDER BY 1
		ON CONFLICT (region) DO UPDATE SET dispose_num = s.dispose_num + excluded.dispose_num, finished_num = s.finished_num + excluded.finished_num, finish_seconds = s.finish_seconds + excluded.finish_seconds, disposing_num = s.disposing_num + excluded.disposing_num, interview_companies = s.interview_companies + excluded.interview_companies, interview_times = s.interview_times + excluded.interview_times, service_companies = s.service_companies + excluded.service_companies, service_times = s.service_times + excluded.service_times;
	ELSE
		INSERT INTO big_screen_disposal_region AS s (region, dispose_num, finished_num, finish_seconds, disposing_num, interview_companies, interview_times, service_companies, service_times)
		SELECT x.region, sum(x.sg), sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)), sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)), sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)), sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.talk_num, 0)), sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)), sum(x.sg * coalesce(x.server_num, 0))
		FROM (SELECT 1 AS sg, r.region, r.create_time, r.finish_time, r.status, r.talk_num, r.server_num FROM new_rows r UNION ALL SELECT -1 AS sg, r.region, r.create_time, r.finish_time, r.status, r.talk_num, r.server_num FROM old_rows r) x WHERE x.region IS NOT NULL GROUP BY 1
		HAVING sum(x.sg) <> 0 OR sum(x.sg * (CASE WHEN x.finish_time IS NOT NULL THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(extract(epoch FROM x.finish_time - x.create_time), 0)) <> 0 OR sum(x.sg * (CASE WHEN x.status IN (0, 1) THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * (CASE WHEN x.talk_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.talk_num, 0)) <> 0 OR sum(x.sg * (CASE WHEN x.server_num > 0 THEN 1 ELSE 0 END)) <> 0 OR sum(x.sg * coalesce(x.server_num, 0)) <> 0 ORDER BY 1
		ON CONFLICT (region) DO UPDATE SET dispose_num = s.dispose_num + excluded.dispose_num, finished_num = s.finished_num + excluded.finished_num, finish_seconds = s.finish_seconds + excluded.finish_seconds, disposing_num = s.disposing_num + excluded.disposing_num, interview_companies = s.interview_companies + excluded.interview_companies, interview_times = s.interview_times + excluded.interview_times, service_companies = s.service_companies + excluded.service_companies, service_times = s.service_times + excluded.service_times;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_region_insert AFTER INSERT ON "risk_disposal_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_region_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_region_update AFTER UPDATE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_region_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_region_delete AFTER DELETE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_region_apply();--> statement-breakpoint
CREATE FUNCTION big_screen_disposal_region_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM big_screen_disposal_region;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_region_truncate AFTER TRUNCATE ON "risk_disposal_order" FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_region_clear();
