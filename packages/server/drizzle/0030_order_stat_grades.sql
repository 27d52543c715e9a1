-- The kept order counts (0007) gain the grade (level) and is_downsizing, so the early-warning tabs
-- (one grade, three statuses, is_downsizing '1' by default) are counted from them as the other tabs
-- are. Counting the rows instead read every order of the grade: 3.5 ms of 4.5 ms a request at
-- --scale 100000, and p99 over 100 ms at 20 connections. An order without is_downsizing is kept
-- under '' (a key column cannot be null; no filter asks for '').
ALTER TABLE "risk_verification_order_stat" DROP CONSTRAINT "risk_verification_order_stat_pkey";--> statement-breakpoint
ALTER TABLE "risk_verification_order_stat" ADD COLUMN "level" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "risk_verification_order_stat" ADD COLUMN "is_downsizing" text NOT NULL DEFAULT '';--> statement-breakpoint
DELETE FROM "risk_verification_order_stat";--> statement-breakpoint
INSERT INTO "risk_verification_order_stat" (region, status, is_push_app, level, is_downsizing, n)
SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), count(*)
FROM "risk_verification_order" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ALTER TABLE "risk_verification_order_stat" ADD PRIMARY KEY ("region", "status", "is_push_app", "level", "is_downsizing");--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_verification_order_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_verification_order_stat AS s (region, status, is_push_app, level, is_downsizing, n)
		SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), count(*)
		FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT (region, status, is_push_app, level, is_downsizing) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_verification_order_stat AS s (region, status, is_push_app, level, is_downsizing, n)
		SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), -count(*)
		FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT (region, status, is_push_app, level, is_downsizing) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_verification_order_stat AS s (region, status, is_push_app, level, is_downsizing, n)
		SELECT k_region, k_status, k_push, k_level, k_downsizing, sum(d)
		FROM (
			SELECT region AS k_region, status AS k_status, is_push_app AS k_push, level AS k_level,
				coalesce(is_downsizing, '') AS k_downsizing, 1 AS d FROM new_rows
			UNION ALL
			SELECT region, status, is_push_app, level, coalesce(is_downsizing, ''), -1 FROM old_rows
		) changes
		GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT (region, status, is_push_app, level, is_downsizing) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;
