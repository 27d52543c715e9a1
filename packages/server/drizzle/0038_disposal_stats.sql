-- The disposal list's total counted every disposal order of its scope on each page load: the city's
-- default list read them all (1.8 ms at --scale 300000, 0.6 ms at 100000), growing with the cases.
-- Counts kept per district, pool status (the list's 状态 filter), disposal status (the selection
-- lists' open cases) and grade, by statement triggers as the orders' (0007) and the pool's (0002):
-- those filters sum at most a few dozen rows. pool_status follows the company through 0010's trigger,
-- an update the statement trigger sees.
CREATE TABLE "risk_disposal_order_stat" (
	"region" text NOT NULL,
	"pool_status" smallint NOT NULL,
	"status" smallint NOT NULL,
	"level" text NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "pool_status", "status", "level")
);--> statement-breakpoint
INSERT INTO "risk_disposal_order_stat" (region, pool_status, status, level, n)
SELECT region, pool_status, status, level, count(*) FROM "risk_disposal_order" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION risk_disposal_order_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_disposal_order_stat AS s (region, pool_status, status, level, n)
		SELECT region, pool_status, status, level, count(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, pool_status, status, level) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_disposal_order_stat AS s (region, pool_status, status, level, n)
		SELECT region, pool_status, status, level, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, pool_status, status, level) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_disposal_order_stat AS s (region, pool_status, status, level, n)
		SELECT k_region, k_pool, k_status, k_level, sum(d)
		FROM (
			SELECT region AS k_region, pool_status AS k_pool, status AS k_status, level AS k_level, 1 AS d FROM new_rows
			UNION ALL
			SELECT region, pool_status, status, level, -1 FROM old_rows
		) changes
		GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, pool_status, status, level) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_stat_insert AFTER INSERT ON "risk_disposal_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_disposal_order_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_stat_update AFTER UPDATE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_disposal_order_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_stat_delete AFTER DELETE ON "risk_disposal_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_disposal_order_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_stat_truncate AFTER TRUNCATE ON "risk_disposal_order" FOR EACH STATEMENT EXECUTE FUNCTION kept_count_clear('risk_disposal_order_stat');
