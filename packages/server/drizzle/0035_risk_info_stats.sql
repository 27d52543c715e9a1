-- Risk information counted per district (the company's dispatch district, '' without one), 维度 ('' without
-- one), 风险点 and 风险程度, kept by statement triggers as risk_company_stat (0002) and big_screen_info_kind
-- (0017): the list filtered by 维度, 风险点 or 风险程度 (alone or together, in the caller's district) sums a
-- few hundred rows instead of counting every matching information row (a fifth of a million at
-- --scale 100000 for one 维度, by ILIKE: a Seq Scan in the plan test).
CREATE TABLE "risk_company_info_stat" (
	"region" text NOT NULL,
	"dimension" text NOT NULL,
	"risk_point" text NOT NULL,
	"risk_degree" smallint NOT NULL,
	"n" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("region", "dimension", "risk_point", "risk_degree")
);--> statement-breakpoint
INSERT INTO "risk_company_info_stat" (region, dimension, risk_point, risk_degree, n)
SELECT coalesce(c.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree, count(*)
FROM "risk_company_info" i JOIN "risk_company" c ON c.id = i.risk_company_id GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Information of a company deleted in the same statement (the cascade) is no longer joined: the
-- company's own BEFORE DELETE trigger below has taken it off.
CREATE FUNCTION risk_company_info_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_company_info_stat AS s (region, dimension, risk_point, risk_degree, n)
		SELECT coalesce(c.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree, count(*)
		FROM new_rows i JOIN risk_company c ON c.id = i.risk_company_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, dimension, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_company_info_stat AS s (region, dimension, risk_point, risk_degree, n)
		SELECT coalesce(c.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree, -count(*)
		FROM old_rows i JOIN risk_company c ON c.id = i.risk_company_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, dimension, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	ELSE
		INSERT INTO risk_company_info_stat AS s (region, dimension, risk_point, risk_degree, n)
		SELECT region, dimension, risk_point, risk_degree, sum(d) FROM (
			SELECT coalesce(c.company_region, '') AS region, coalesce(i.risk_dimension_name, '') AS dimension, i.risk_point, i.risk_degree, 1 AS d
			FROM new_rows i JOIN risk_company c ON c.id = i.risk_company_id
			UNION ALL
			SELECT coalesce(c.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree, -1
			FROM old_rows i JOIN risk_company c ON c.id = i.risk_company_id
		) ch GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, dimension, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_info_stat_insert AFTER INSERT ON "risk_company_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_info_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_info_stat_update AFTER UPDATE ON "risk_company_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_info_stat_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_info_stat_delete AFTER DELETE ON "risk_company_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_info_stat_apply();--> statement-breakpoint
-- Empties the kept-count table the trigger names, when its source table is truncated (0035, 0036).
CREATE FUNCTION kept_count_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_info_stat_truncate AFTER TRUNCATE ON "risk_company_info" FOR EACH STATEMENT EXECUTE FUNCTION kept_count_clear('risk_company_info_stat');--> statement-breakpoint
-- A company moved to another dispatch district takes its information's counts along.
CREATE FUNCTION risk_company_info_stat_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO risk_company_info_stat AS s (region, dimension, risk_point, risk_degree, n)
	SELECT region, dimension, risk_point, risk_degree, sum(d) FROM (
		SELECT coalesce(n.company_region, '') AS region, coalesce(i.risk_dimension_name, '') AS dimension, i.risk_point, i.risk_degree, 1 AS d
		FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN risk_company_info i ON i.risk_company_id = n.id
		WHERE n.company_region IS DISTINCT FROM o.company_region
		UNION ALL
		SELECT coalesce(o.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree, -1
		FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN risk_company_info i ON i.risk_company_id = n.id
		WHERE n.company_region IS DISTINCT FROM o.company_region
	) ch GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT (region, dimension, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_info_stat_move AFTER UPDATE ON "risk_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_info_stat_move();--> statement-breakpoint
-- A deleted company takes its information's counts off before the cascade deletes the information.
CREATE FUNCTION risk_company_info_stat_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO risk_company_info_stat AS s (region, dimension, risk_point, risk_degree, n)
	SELECT coalesce(OLD.company_region, ''), coalesce(i.risk_dimension_name, ''), i.risk_point, i.risk_degree, -count(*)
	FROM risk_company_info i WHERE i.risk_company_id = OLD.id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT (region, dimension, risk_point, risk_degree) DO UPDATE SET n = s.n + excluded.n;
	RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_info_stat_forget BEFORE DELETE ON "risk_company" FOR EACH ROW EXECUTE FUNCTION risk_company_info_stat_forget();
