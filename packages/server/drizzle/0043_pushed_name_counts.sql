-- The pushed companies counted per name key (company_name_keys of migration 0040: each bigram of the
-- name, bare and prefixed by the district or the registration place) and matched flag, kept by
-- statement triggers like the category counts (0036): a two-character search with no filter but its
-- place and 匹配 reads its "共 N 条" here instead of visiting every match in the table (722 heap rows
-- for 科技 in one place at --scale 300000). Only the rows whose keys or flag change are counted again.
CREATE TABLE "risk_company_name_stat" (
	"name_key" text NOT NULL,
	"is_match" boolean NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("name_key", "is_match")
);--> statement-breakpoint
INSERT INTO "risk_company_name_stat" (name_key, is_match, n)
SELECT k, is_match, count(*) FROM "risk_company", unnest(company_name_keys(company_region, registration_place, name_norm)) k
WHERE status IN (1, 2, 3, 4, 6, 7) GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION risk_company_name_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_company_name_stat AS s (name_key, is_match, n)
		SELECT k, is_match, count(*) FROM new_rows, unnest(company_name_keys(company_region, registration_place, name_norm)) k
		WHERE status IN (1, 2, 3, 4, 6, 7) GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (name_key, is_match) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_company_name_stat AS s (name_key, is_match, n)
		SELECT k, is_match, -count(*) FROM old_rows, unnest(company_name_keys(company_region, registration_place, name_norm)) k
		WHERE status IN (1, 2, 3, 4, 6, 7) GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (name_key, is_match) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_company_name_stat AS s (name_key, is_match, n)
		SELECT k, m, sum(d) FROM (
			SELECT o.id, o.status IN (1, 2, 3, 4, 6, 7) AS was, n.status IN (1, 2, 3, 4, 6, 7) AS pushed, o.is_match AS om, n.is_match AS nm,
				company_name_keys(o.company_region, o.registration_place, o.name_norm) AS ok,
				company_name_keys(n.company_region, n.registration_place, n.name_norm) AS nk
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.status IN (1, 2, 3, 4, 6, 7), o.is_match, o.company_region, o.registration_place, o.name_norm)
				IS DISTINCT FROM (n.status IN (1, 2, 3, 4, 6, 7), n.is_match, n.company_region, n.registration_place, n.name_norm)
		) changed, LATERAL (
			SELECT k, nm AS m, 1 AS d FROM unnest(nk) k WHERE pushed
			UNION ALL
			SELECT k, om, -1 FROM unnest(ok) k WHERE was
		) c GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (name_key, is_match) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_name_stat_insert AFTER INSERT ON "risk_company" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_name_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_name_stat_update AFTER UPDATE ON "risk_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_name_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_name_stat_delete AFTER DELETE ON "risk_company" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_name_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_name_stat_truncate AFTER TRUNCATE ON "risk_company" FOR EACH STATEMENT EXECUTE FUNCTION kept_count_clear('risk_company_name_stat');
