-- The pool's statistic cards (GET /business/risk/company/total) must answer in a few ms at
-- 100,000 companies under load, so counts are kept per (district, status, match, focus flags)
-- by statement-level triggers and the cards sum at most a few thousand rows.
CREATE TABLE "risk_company_stat" (
	"company_region" text NOT NULL,
	"status" smallint NOT NULL,
	"is_match" boolean NOT NULL,
	"focus" boolean NOT NULL,
	"city_focus" boolean NOT NULL,
	"special_follow" boolean NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("company_region", "status", "is_match", "focus", "city_focus", "special_follow")
);--> statement-breakpoint
INSERT INTO "risk_company_stat"
SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, count(*)
FROM "risk_company" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- Deltas are grouped and applied in key order, so concurrent writers lock stat rows in the same order.
CREATE FUNCTION risk_company_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_company_stat AS s
		SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, count(*)
		FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_company_stat AS s
		SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, -count(*)
		FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_company_stat AS s
		SELECT k_region, k_status, k_match, k_focus, k_city, k_special, sum(d)
		FROM (
			SELECT coalesce(company_region, '') AS k_region, status AS k_status, is_match AS k_match, focus AS k_focus, city_focus AS k_city, special_follow AS k_special, 1 AS d FROM new_rows
			UNION ALL
			SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, -1 FROM old_rows
		) changes
		GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION risk_company_stat_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM risk_company_stat;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_stat_insert AFTER INSERT ON "risk_company" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_stat_update AFTER UPDATE ON "risk_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_stat_delete AFTER DELETE ON "risk_company" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_stat_truncate AFTER TRUNCATE ON "risk_company" FOR EACH STATEMENT EXECUTE FUNCTION risk_company_stat_clear();--> statement-breakpoint
-- A credit-code prefix typed into the company-name search uses this index (LIKE 'X%').
CREATE INDEX "risk_company_credit_code_prefix_idx" ON "risk_company" ("credit_code" text_pattern_ops);
