-- The big screens (bigScreen read model) count a million risk-information rows and every order
-- by period, kind and level on each refresh of every wall screen. Those counts are kept here per
-- district by statement-level triggers, like risk_company_stat; the screens sum a few hundred rows.
-- Region '' holds companies without a dispatch district (the city sees them, no district does).
-- Days and months are Beijing dates.
CREATE TABLE "big_screen_info_day" (
	"region" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "day")
);--> statement-breakpoint
CREATE INDEX "big_screen_info_day_day_idx" ON "big_screen_info_day" ("day");--> statement-breakpoint
CREATE TABLE "big_screen_info_month" (
	"region" text NOT NULL,
	"month" date NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "month")
);--> statement-breakpoint
CREATE TABLE "big_screen_info_kind" (
	"region" text NOT NULL,
	"category" text NOT NULL,
	"risk_point" text NOT NULL,
	"risk_degree" smallint NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "category", "risk_point", "risk_degree")
);--> statement-breakpoint
CREATE TABLE "big_screen_order_month" (
	"region" text NOT NULL,
	"month" date NOT NULL,
	"pushed" bigint NOT NULL DEFAULT 0,
	"dispatched" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "month")
);--> statement-breakpoint
CREATE TABLE "big_screen_order_level" (
	"region" text NOT NULL,
	"level" text NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "level")
);--> statement-breakpoint
CREATE FUNCTION big_screen_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT (t AT TIME ZONE 'Asia/Shanghai')::date $$;--> statement-breakpoint
CREATE FUNCTION big_screen_month(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('month', t AT TIME ZONE 'Asia/Shanghai')::date $$;--> statement-breakpoint
INSERT INTO "big_screen_info_day"
SELECT coalesce(c.company_region, ''), big_screen_day(i.included_time), count(*)
FROM "risk_company_info" i JOIN "risk_company" c ON c.id = i.risk_company_id GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "big_screen_info_month"
SELECT region, date_trunc('month', day)::date, sum(n) FROM "big_screen_info_day" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "big_screen_info_kind"
SELECT coalesce(c.company_region, ''), i.category, i.risk_point, i.risk_degree, count(*)
FROM "risk_company_info" i JOIN "risk_company" c ON c.id = i.risk_company_id GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "big_screen_order_month" (region, month, pushed, dispatched)
SELECT region, month, sum(p), sum(d) FROM (
	SELECT region, big_screen_month(push_time) AS month, 1 AS p, 0 AS d FROM "risk_verification_order"
	UNION ALL
	SELECT region, big_screen_month(dispatch_time), 0, 1 FROM "risk_verification_order" WHERE dispatch_time IS NOT NULL
) o GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "big_screen_order_level" SELECT region, level, count(*) FROM "risk_verification_order" GROUP BY 1, 2;--> statement-breakpoint
-- Risk information: counted under its company's current dispatch district. Rows whose company is
-- gone (a company deleted with its information) were already taken off by the company's trigger.
CREATE FUNCTION big_screen_info_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		WITH ch AS (SELECT coalesce(c.company_region, '') AS region, i.included_time, i.category, i.risk_point, i.risk_degree, 1 AS d FROM new_rows i JOIN risk_company c ON c.id = i.risk_company_id),
		d AS (
			INSERT INTO big_screen_info_day AS s (region, day, n)
			SELECT region, big_screen_day(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, day) DO UPDATE SET n = s.n + excluded.n
		),
		m AS (
			INSERT INTO big_screen_info_month AS s (region, month, n)
			SELECT region, big_screen_month(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET n = s.n + excluded.n
		)
		INSERT INTO big_screen_info_kind AS s (region, category, risk_point, risk_degree, n)
		SELECT region, category, risk_point, risk_degree, sum(d) FROM ch GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, category, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		WITH ch AS (SELECT coalesce(c.company_region, '') AS region, i.included_time, i.category, i.risk_point, i.risk_degree, -1 AS d FROM old_rows i JOIN risk_company c ON c.id = i.risk_company_id),
		d AS (
			INSERT INTO big_screen_info_day AS s (region, day, n)
			SELECT region, big_screen_day(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, day) DO UPDATE SET n = s.n + excluded.n
		),
		m AS (
			INSERT INTO big_screen_info_month AS s (region, month, n)
			SELECT region, big_screen_month(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET n = s.n + excluded.n
		)
		INSERT INTO big_screen_info_kind AS s (region, category, risk_point, risk_degree, n)
		SELECT region, category, risk_point, risk_degree, sum(d) FROM ch GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, category, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		WITH ch AS (SELECT coalesce(c.company_region, '') AS region, i.included_time, i.category, i.risk_point, i.risk_degree, 1 AS d FROM new_rows i JOIN risk_company c ON c.id = i.risk_company_id UNION ALL SELECT coalesce(c.company_region, '') AS region, i.included_time, i.category, i.risk_point, i.risk_degree, -1 AS d FROM old_rows i JOIN risk_company c ON c.id = i.risk_company_id),
		d AS (
			INSERT INTO big_screen_info_day AS s (region, day, n)
			SELECT region, big_screen_day(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, day) DO UPDATE SET n = s.n + excluded.n
		),
		m AS (
			INSERT INTO big_screen_info_month AS s (region, month, n)
			SELECT region, big_screen_month(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET n = s.n + excluded.n
		)
		INSERT INTO big_screen_info_kind AS s (region, category, risk_point, risk_degree, n)
		SELECT region, category, risk_point, risk_degree, sum(d) FROM ch GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, category, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_info_insert AFTER INSERT ON "risk_company_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_info_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_info_update AFTER UPDATE ON "risk_company_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_info_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_info_delete AFTER DELETE ON "risk_company_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_info_apply();--> statement-breakpoint
-- A company moved to another dispatch district takes its information's counts along; a deleted
-- company takes them off before its information goes with it.
CREATE FUNCTION big_screen_company_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
		WITH ch AS (SELECT coalesce(n.company_region, '') AS region, i.included_time, i.category, i.risk_point, i.risk_degree, 1 AS d FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN risk_company_info i ON i.risk_company_id = n.id WHERE n.company_region IS DISTINCT FROM o.company_region UNION ALL SELECT coalesce(o.company_region, ''), i.included_time, i.category, i.risk_point, i.risk_degree, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN risk_company_info i ON i.risk_company_id = n.id WHERE n.company_region IS DISTINCT FROM o.company_region),
		d AS (
			INSERT INTO big_screen_info_day AS s (region, day, n)
			SELECT region, big_screen_day(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, day) DO UPDATE SET n = s.n + excluded.n
		),
		m AS (
			INSERT INTO big_screen_info_month AS s (region, month, n)
			SELECT region, big_screen_month(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET n = s.n + excluded.n
		)
		INSERT INTO big_screen_info_kind AS s (region, category, risk_point, risk_degree, n)
		SELECT region, category, risk_point, risk_degree, sum(d) FROM ch GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, category, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_company_update AFTER UPDATE ON "risk_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_company_apply();--> statement-breakpoint
CREATE FUNCTION big_screen_company_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
		WITH ch AS (SELECT coalesce(c.company_region, '') AS region, i.included_time, i.category, i.risk_point, i.risk_degree, -1 AS d FROM risk_company_info i, (SELECT OLD.company_region) c(company_region) WHERE i.risk_company_id = OLD.id),
		d AS (
			INSERT INTO big_screen_info_day AS s (region, day, n)
			SELECT region, big_screen_day(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, day) DO UPDATE SET n = s.n + excluded.n
		),
		m AS (
			INSERT INTO big_screen_info_month AS s (region, month, n)
			SELECT region, big_screen_month(included_time), sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET n = s.n + excluded.n
		)
		INSERT INTO big_screen_info_kind AS s (region, category, risk_point, risk_degree, n)
		SELECT region, category, risk_point, risk_degree, sum(d) FROM ch GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, category, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_company_delete BEFORE DELETE ON "risk_company" FOR EACH ROW EXECUTE FUNCTION big_screen_company_delete();--> statement-breakpoint
-- Orders: pushed and dispatched by month (the dispatch month of the current dispatch), and by level.
CREATE FUNCTION big_screen_order_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		WITH ch AS (SELECT region, push_time, dispatch_time, level, 1 AS d FROM new_rows),
		m AS (
			INSERT INTO big_screen_order_month AS s (region, month, pushed, dispatched)
			SELECT region, month, sum(p), sum(dd) FROM (
				SELECT region, big_screen_month(push_time) AS month, d AS p, 0 AS dd FROM ch
				UNION ALL
				SELECT region, big_screen_month(dispatch_time), 0, d FROM ch WHERE dispatch_time IS NOT NULL
			) x GROUP BY 1, 2 HAVING sum(p) <> 0 OR sum(dd) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET pushed = s.pushed + excluded.pushed, dispatched = s.dispatched + excluded.dispatched
		)
		INSERT INTO big_screen_order_level AS s (region, level, n)
		SELECT region, level, sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, level) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		WITH ch AS (SELECT region, push_time, dispatch_time, level, -1 AS d FROM old_rows),
		m AS (
			INSERT INTO big_screen_order_month AS s (region, month, pushed, dispatched)
			SELECT region, month, sum(p), sum(dd) FROM (
				SELECT region, big_screen_month(push_time) AS month, d AS p, 0 AS dd FROM ch
				UNION ALL
				SELECT region, big_screen_month(dispatch_time), 0, d FROM ch WHERE dispatch_time IS NOT NULL
			) x GROUP BY 1, 2 HAVING sum(p) <> 0 OR sum(dd) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET pushed = s.pushed + excluded.pushed, dispatched = s.dispatched + excluded.dispatched
		)
		INSERT INTO big_screen_order_level AS s (region, level, n)
		SELECT region, level, sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, level) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		WITH ch AS (SELECT region, push_time, dispatch_time, level, 1 AS d FROM new_rows UNION ALL SELECT region, push_time, dispatch_time, level, -1 AS d FROM old_rows),
		m AS (
			INSERT INTO big_screen_order_month AS s (region, month, pushed, dispatched)
			SELECT region, month, sum(p), sum(dd) FROM (
				SELECT region, big_screen_month(push_time) AS month, d AS p, 0 AS dd FROM ch
				UNION ALL
				SELECT region, big_screen_month(dispatch_time), 0, d FROM ch WHERE dispatch_time IS NOT NULL
			) x GROUP BY 1, 2 HAVING sum(p) <> 0 OR sum(dd) <> 0 ORDER BY 1, 2
			ON CONFLICT (region, month) DO UPDATE SET pushed = s.pushed + excluded.pushed, dispatched = s.dispatched + excluded.dispatched
		)
		INSERT INTO big_screen_order_level AS s (region, level, n)
		SELECT region, level, sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (region, level) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER big_screen_order_insert AFTER INSERT ON "risk_verification_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_order_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_order_update AFTER UPDATE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_order_apply();--> statement-breakpoint
CREATE TRIGGER big_screen_order_delete AFTER DELETE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION big_screen_order_apply();--> statement-breakpoint
-- The latest workflow actions (bigScreen/dynamic) and the latest warning companies read newest first.
CREATE INDEX "risk_order_audit_time_idx" ON "risk_order_audit" ("create_time" DESC, "id" DESC);--> statement-breakpoint
-- Disposal records by type and date (layoffs this year, interviews and services per month) and newest first.
CREATE INDEX "risk_disposal_info_type_date_idx" ON "risk_disposal_info" ("type", "record_date");--> statement-breakpoint
CREATE INDEX "risk_disposal_info_date_idx" ON "risk_disposal_info" ("record_date" DESC, "id" DESC);
