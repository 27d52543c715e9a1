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
--> statement-breakpoint
-- Hand-written: the disposal figures of the big screens (statisticsData: warning companies and people
-- laid off this year, month and week; /educationFullScreen: interviews and services per month) were
-- counted live over the disposal orders and records; they are kept here per district and Beijing day
-- by statement triggers, like big_screen_info_day (migration 0017). created: disposal orders created
-- (warning companies); layoff: people of the 裁员和维稳 records on their date; talks, services: the
-- 约谈 and 对接服务 records on their date. The district is the disposal order's.
CREATE TABLE "big_screen_disposal_day" (
	"region" text NOT NULL,
	"day" date NOT NULL,
	"created" bigint NOT NULL DEFAULT 0,
	"layoff" bigint NOT NULL DEFAULT 0,
	"talks" bigint NOT NULL DEFAULT 0,
	"services" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "day")
);--> statement-breakpoint
CREATE INDEX "big_screen_disposal_day_day_idx" ON "big_screen_disposal_day" ("day");--> statement-breakpoint
INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT o.region, big_screen_day(o.create_time) AS day, 1 AS created, 0 AS layoff, 0 AS talks, 0 AS services FROM "risk_disposal_order" o
		UNION ALL
		SELECT d.region AS region, i.record_date AS day, 0 AS created,
			1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, 1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM "risk_disposal_info" i JOIN "risk_disposal_order" d ON d.id = i.disposal_id WHERE true) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;--> statement-breakpoint
CREATE FUNCTION big_screen_disposal_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT o.region, big_screen_day(o.create_time) AS day, 1 AS created, 0 AS layoff, 0 AS talks, 0 AS services FROM new_rows o) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT o.region, big_screen_day(o.create_time) AS day, -1 AS created, 0 AS layoff, 0 AS talks, 0 AS services FROM old_rows o) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;
	ELSE
		INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT o.region, big_screen_day(o.create_time) AS day, 1 AS created, 0 AS layoff, 0 AS talks, 0 AS services FROM new_rows o UNION ALL SELECT o.region, big_screen_day(o.create_time) AS day, -1 AS created, 0 AS layoff, 0 AS talks, 0 AS services FROM old_rows o UNION ALL SELECT n.region AS region, i.record_date AS day, 0 AS created,
			1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, 1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM new_rows n JOIN old_rows x ON x.id = n.id JOIN risk_disposal_info i ON i.disposal_id = n.id WHERE n.region IS DISTINCT FROM x.region UNION ALL SELECT x.region AS region, i.record_date AS day, 0 AS created,
			-1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			-1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, -1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM new_rows n JOIN old_rows x ON x.id = n.id JOIN risk_disposal_info i ON i.disposal_id = n.id WHERE n.region IS DISTINCT FROM x.region) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_insert AFTER INSERT ON "risk_disposal_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_update AFTER UPDATE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_delete AFTER DELETE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_apply();--> statement-breakpoint
-- A deleted disposal order takes its records' figures off before they go with it.
CREATE FUNCTION big_screen_disposal_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT OLD.region AS region, i.record_date AS day, 0 AS created,
			-1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			-1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, -1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM risk_disposal_info i WHERE i.disposal_id = OLD.id) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;
	RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_gone BEFORE DELETE ON "risk_disposal_order" FOR EACH ROW EXECUTE FUNCTION big_screen_disposal_gone();--> statement-breakpoint
CREATE FUNCTION big_screen_disposal_info_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT d.region AS region, i.record_date AS day, 0 AS created,
			1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, 1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM new_rows i JOIN risk_disposal_order d ON d.id = i.disposal_id WHERE true) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT d.region AS region, i.record_date AS day, 0 AS created,
			-1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			-1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, -1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM old_rows i JOIN risk_disposal_order d ON d.id = i.disposal_id WHERE true) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;
	ELSE
		INSERT INTO big_screen_disposal_day AS s (region, day, created, layoff, talks, services)
		SELECT region, day, sum(created), sum(layoff), sum(talks), sum(services) FROM (SELECT d.region AS region, i.record_date AS day, 0 AS created,
			1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, 1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM new_rows i JOIN risk_disposal_order d ON d.id = i.disposal_id WHERE true UNION ALL SELECT d.region AS region, i.record_date AS day, 0 AS created,
			-1 * (CASE WHEN i.type = 'downsizing' AND (i.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' THEN (i.data ->> 'layoffsPerson')::int ELSE 0 END) AS layoff,
			-1 * (CASE WHEN i.type = 'talk' THEN 1 ELSE 0 END) AS talks, -1 * (CASE WHEN i.type = 'server' THEN 1 ELSE 0 END) AS services
			FROM old_rows i JOIN risk_disposal_order d ON d.id = i.disposal_id WHERE true) ch
		WHERE region IS NOT NULL AND day IS NOT NULL
		GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(layoff) <> 0 OR sum(talks) <> 0 OR sum(services) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, day) DO UPDATE SET created = s.created + excluded.created, layoff = s.layoff + excluded.layoff,
			talks = s.talks + excluded.talks, services = s.services + excluded.services;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_info_insert AFTER INSERT ON "risk_disposal_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_info_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_info_update AFTER UPDATE ON "risk_disposal_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_info_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_disposal_info_delete AFTER DELETE ON "risk_disposal_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_disposal_info_apply();--> statement-breakpoint
-- /educationFullScreen's latest interviews and services, newest first, without walking the layoff records.
CREATE INDEX "risk_disposal_info_talk_server_date_idx" ON "risk_disposal_info" ("record_date" DESC, "id" DESC) WHERE "type" IN ('talk', 'server');--> statement-breakpoint
-- The dashboards' focus tabs (content/categoryNumber) count risk information by category over the followed
-- companies: kept per company (dash_info_apply, installed by the dashboards' whole build) instead of
-- reading ten information rows per company.
CREATE TABLE "dash_company_category" (
	"risk_company_id" integer NOT NULL,
	"category" text NOT NULL,
	"n" integer NOT NULL,
	PRIMARY KEY ("risk_company_id", "category")
);--> statement-breakpoint
-- The focus lists (content/keepTrack) of the whole city, newest company first.
CREATE INDEX "risk_company_city_focus_id_idx" ON "risk_company" ("id") WHERE "city_focus" AND "company_region" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "risk_company_focus_id_idx" ON "risk_company" ("id") WHERE "focus" AND "company_region" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "risk_company_special_follow_id_idx" ON "risk_company" ("id") WHERE "special_follow" AND "company_region" IS NOT NULL;
