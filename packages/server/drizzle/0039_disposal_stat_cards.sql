-- The disposal statistic cards (处置企业数, 待处置, 已约谈 and 约谈次数, 稳岗, 已对接 and 对接次数) read every
-- disposal order of their scope on each load, growing with the cases. 0038's kept counts gain what the
-- cards sum: orders with a talk, a downsizing record or a service, and the talks and services themselves,
-- kept by the same statement triggers. An update that changes only those numbers (a record added) now
-- changes the kept row too.
ALTER TABLE "risk_disposal_order_stat"
	ADD COLUMN "talked" bigint NOT NULL DEFAULT 0,
	ADD COLUMN "talks" bigint NOT NULL DEFAULT 0,
	ADD COLUMN "downsized" bigint NOT NULL DEFAULT 0,
	ADD COLUMN "served" bigint NOT NULL DEFAULT 0,
	ADD COLUMN "services" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
DELETE FROM "risk_disposal_order_stat";--> statement-breakpoint
INSERT INTO "risk_disposal_order_stat" (region, pool_status, status, level, n, talked, talks, downsized, served, services)
SELECT region, pool_status, status, level, count(*),
	count(*) FILTER (WHERE talk_num > 0), sum(talk_num),
	count(*) FILTER (WHERE downsizing_num > 0),
	count(*) FILTER (WHERE server_num > 0), sum(server_num)
FROM "risk_disposal_order" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_disposal_order_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_disposal_order_stat AS s (region, pool_status, status, level, n, talked, talks, downsized, served, services)
		SELECT region, pool_status, status, level, count(*),
			count(*) FILTER (WHERE talk_num > 0), sum(talk_num),
			count(*) FILTER (WHERE downsizing_num > 0),
			count(*) FILTER (WHERE server_num > 0), sum(server_num)
		FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, pool_status, status, level) DO UPDATE SET n = s.n + excluded.n,
			talked = s.talked + excluded.talked, talks = s.talks + excluded.talks,
			downsized = s.downsized + excluded.downsized,
			served = s.served + excluded.served, services = s.services + excluded.services;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO risk_disposal_order_stat AS s (region, pool_status, status, level, n, talked, talks, downsized, served, services)
		SELECT region, pool_status, status, level, -count(*),
			-count(*) FILTER (WHERE talk_num > 0), -sum(talk_num),
			-count(*) FILTER (WHERE downsizing_num > 0),
			-count(*) FILTER (WHERE server_num > 0), -sum(server_num)
		FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, pool_status, status, level) DO UPDATE SET n = s.n + excluded.n,
			talked = s.talked + excluded.talked, talks = s.talks + excluded.talks,
			downsized = s.downsized + excluded.downsized,
			served = s.served + excluded.served, services = s.services + excluded.services;
	ELSE
		INSERT INTO risk_disposal_order_stat AS s (region, pool_status, status, level, n, talked, talks, downsized, served, services)
		SELECT k_region, k_pool, k_status, k_level, sum(d), sum(d_talked), sum(d_talks), sum(d_downsized), sum(d_served), sum(d_services)
		FROM (
			SELECT region AS k_region, pool_status AS k_pool, status AS k_status, level AS k_level, 1 AS d,
				(talk_num > 0)::int AS d_talked, talk_num AS d_talks, (downsizing_num > 0)::int AS d_downsized,
				(server_num > 0)::int AS d_served, server_num AS d_services
			FROM new_rows
			UNION ALL
			SELECT region, pool_status, status, level, -1,
				-(talk_num > 0)::int, -talk_num, -(downsizing_num > 0)::int, -(server_num > 0)::int, -server_num
			FROM old_rows
		) changes
		GROUP BY 1, 2, 3, 4
		HAVING sum(d) <> 0 OR sum(d_talked) <> 0 OR sum(d_talks) <> 0 OR sum(d_downsized) <> 0
			OR sum(d_served) <> 0 OR sum(d_services) <> 0
		ORDER BY 1, 2, 3, 4
		ON CONFLICT (region, pool_status, status, level) DO UPDATE SET n = s.n + excluded.n,
			talked = s.talked + excluded.talked, talks = s.talks + excluded.talks,
			downsized = s.downsized + excluded.downsized,
			served = s.served + excluded.served, services = s.services + excluded.services;
	END IF;
	RETURN NULL;
END $$;
