-- Work-list tabs count orders by status (and district, and mini-app push) on every page load;
-- at 100,000 orders that count cost more than the page itself. Counts are kept per key by
-- statement-level triggers, like the pool's risk_company_stat.
CREATE TABLE "risk_verification_order_stat" (
	"region" text NOT NULL,
	"status" smallint NOT NULL,
	"is_push_app" boolean NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "status", "is_push_app")
);--> statement-breakpoint
INSERT INTO "risk_verification_order_stat"
SELECT region, status, is_push_app, count(*) FROM "risk_verification_order" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION risk_verification_order_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_verification_order_stat AS s
		SELECT region, status, is_push_app, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (region, status, is_push_app) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_verification_order_stat AS s
		SELECT region, status, is_push_app, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (region, status, is_push_app) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_verification_order_stat AS s
		SELECT k_region, k_status, k_push, sum(d)
		FROM (
			SELECT region AS k_region, status AS k_status, is_push_app AS k_push, 1 AS d FROM new_rows
			UNION ALL
			SELECT region, status, is_push_app, -1 FROM old_rows
		) changes
		GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (region, status, is_push_app) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION risk_verification_order_stat_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM risk_verification_order_stat;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_verification_order_stat_insert AFTER INSERT ON "risk_verification_order" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_order_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_verification_order_stat_update AFTER UPDATE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_order_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_verification_order_stat_delete AFTER DELETE ON "risk_verification_order" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_order_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_verification_order_stat_truncate AFTER TRUNCATE ON "risk_verification_order" FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_order_stat_clear();
