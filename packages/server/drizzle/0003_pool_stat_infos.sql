-- The risk-information list and its cards count a million rows; the pool's count table also keeps
-- the sum of risk_info_count per key, so scope-wide totals are a sum over a few thousand rows.
ALTER TABLE "risk_company_stat" ADD COLUMN "infos" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "risk_company_stat" s SET infos = c.infos
FROM (
	SELECT coalesce(company_region, '') AS company_region, status, is_match, focus, city_focus, special_follow, sum(risk_info_count) AS infos
	FROM "risk_company" GROUP BY 1, 2, 3, 4, 5, 6
) c
WHERE s.company_region = c.company_region AND s.status = c.status AND s.is_match = c.is_match
	AND s.focus = c.focus AND s.city_focus = c.city_focus AND s.special_follow = c.special_follow;--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_company_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_company_stat AS s (company_region, status, is_match, focus, city_focus, special_follow, n, infos)
		SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, count(*), sum(risk_info_count)
		FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow) DO UPDATE SET n = s.n + excluded.n, infos = s.infos + excluded.infos;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_company_stat AS s (company_region, status, is_match, focus, city_focus, special_follow, n, infos)
		SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, -count(*), -sum(risk_info_count)
		FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow) DO UPDATE SET n = s.n + excluded.n, infos = s.infos + excluded.infos;
	ELSE
		INSERT INTO risk_company_stat AS s (company_region, status, is_match, focus, city_focus, special_follow, n, infos)
		SELECT k_region, k_status, k_match, k_focus, k_city, k_special, sum(d), sum(i)
		FROM (
			SELECT coalesce(company_region, '') AS k_region, status AS k_status, is_match AS k_match, focus AS k_focus, city_focus AS k_city, special_follow AS k_special,
				1 AS d, risk_info_count::bigint AS i FROM new_rows
			UNION ALL
			SELECT coalesce(company_region, ''), status, is_match, focus, city_focus, special_follow, -1, -risk_info_count::bigint FROM old_rows
		) changes
		GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 OR sum(i) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (company_region, status, is_match, focus, city_focus, special_follow) DO UPDATE SET n = s.n + excluded.n, infos = s.infos + excluded.infos;
	END IF;
	RETURN NULL;
END $$;
