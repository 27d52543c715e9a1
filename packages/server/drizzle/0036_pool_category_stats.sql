-- The pool counted per 风险类别 as well (an element of the comma-separated `type`), with the keys of
-- risk_company_stat (0002), kept by statement triggers: the list filtered by a category (in the
-- caller's district, statuses and flags) sums the kept counts instead of reading every company that
-- has it (a Seq Scan of risk_company in the plan test). Only a key that changes is written.
-- The list's page finds a category through a GIN of the categories as an array: a rare category
-- reads its companies from the index, and ANALYZE keeps each element's frequency for the planner.
CREATE INDEX "risk_company_categories_idx" ON "risk_company" USING gin (string_to_array("type", ','));--> statement-breakpoint
CREATE FUNCTION company_categories(type text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT DISTINCT x FROM unnest(string_to_array(type, ',')) x $$;--> statement-breakpoint
CREATE TABLE "risk_company_category_stat" (
	"company_region" text NOT NULL,
	"status" smallint NOT NULL,
	"is_match" boolean NOT NULL,
	"focus" boolean NOT NULL,
	"city_focus" boolean NOT NULL,
	"special_follow" boolean NOT NULL,
	"category" text NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("company_region", "status", "is_match", "focus", "city_focus", "special_follow", "category")
);--> statement-breakpoint
INSERT INTO "risk_company_category_stat" (company_region, status, is_match, focus, city_focus, special_follow, category, n)
SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, k, count(*)
FROM "risk_company", company_categories(type) k GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
CREATE FUNCTION risk_company_category_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_company_category_stat AS s (company_region, status, is_match, focus, city_focus, special_follow, category, n)
		SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, k, count(*)
		FROM new_rows, company_categories(type) k GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow, category) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_company_category_stat AS s (company_region, status, is_match, focus, city_focus, special_follow, category, n)
		SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, k, -count(*)
		FROM old_rows, company_categories(type) k GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow, category) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_company_category_stat AS s (company_region, status, is_match, focus, city_focus, special_follow, category, n)
		SELECT r, st, m, f, cf, sf, k, sum(d) FROM (
			SELECT coalesce(company_region, '') AS r, status AS st, is_match AS m, focus AS f, city_focus AS cf, special_follow AS sf, k, 1 AS d
			FROM new_rows, company_categories(type) k
			UNION ALL
			SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, k, -1
			FROM old_rows, company_categories(type) k
		) changes GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow, category) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_category_stat_insert AFTER INSERT ON "risk_company" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_category_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_category_stat_update AFTER UPDATE ON "risk_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_category_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_category_stat_delete AFTER DELETE ON "risk_company" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_category_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_category_stat_truncate AFTER TRUNCATE ON "risk_company" FOR EACH STATEMENT EXECUTE FUNCTION kept_count_clear('risk_company_category_stat');
