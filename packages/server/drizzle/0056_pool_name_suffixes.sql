-- The pool's name search, read from one B-tree. A name contains a fragment exactly when one of its
-- suffixes starts with it, and suffixes starting with a fragment are one range of a "C"-collated
-- (code-point order) index. The bigram GINs (0009, 0040) find candidates that every match must then be
-- read for: LIKE checks the heap row, and the list's count and order visit every match's row (a
-- four-character industry word, 2,259 matches at --scale 100000: 2.6 ms; one character, which no bigram
-- serves, read a whole district or the whole table). Here each row carries what the list filters and
-- sorts by, so the index answers the count and the page's order by itself (an index-only scan) and only
-- the page's ten companies are read.
-- A fragment occurring twice in a name starts two of its suffixes: repeat_len, the length of the name's
-- longest repeated piece, says a longer fragment occurs once; a shorter one is counted at its last
-- occurrence (no later suffix starts with it).
CREATE TABLE "risk_company_name_suffix" (
	"id" integer NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	"repeat_len" smallint NOT NULL,
	"registration_place" text,
	"company_region" text,
	"type" text,
	"status" smallint NOT NULL,
	"is_match" boolean NOT NULL,
	"focus" boolean NOT NULL,
	"city_focus" boolean NOT NULL,
	"special_follow" boolean NOT NULL,
	"included_time" timestamp with time zone NOT NULL,
	"push_time" timestamp with time zone,
	"dispatch_time" timestamp with time zone,
	"grade_time" timestamp with time zone,
	"create_time" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- The length of the longest piece that occurs twice in s (0 when no character repeats). Built-ins only:
-- PostgreSQL 17 and later run index and trigger work with a search_path of pg_catalog alone.
CREATE FUNCTION name_repeat_len(s text) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT CASE WHEN (SELECT count(DISTINCT c) FROM unnest(string_to_array(s, NULL)) c) = length(s) THEN 0
	ELSE (SELECT max(l) FROM generate_series(1, length(s) - 1) l
		WHERE EXISTS (SELECT FROM generate_series(1, length(s) - l + 1) i GROUP BY substr(s, i, l) HAVING count(*) > 1)) END::smallint $$;--> statement-breakpoint
INSERT INTO "risk_company_name_suffix" (id, suffix, repeat_len, registration_place, company_region, type, status, is_match, focus, city_focus,
	special_follow, included_time, push_time, dispatch_time, grade_time, create_time)
SELECT c.id, substr(c.name_norm, i), r.len, c.registration_place, c.company_region, c.type, c.status, c.is_match, c.focus,
	c.city_focus, c.special_follow, c.included_time, c.push_time, c.dispatch_time, c.grade_time, c.create_time
FROM "risk_company" c CROSS JOIN LATERAL (SELECT name_repeat_len(c.name_norm) AS len) r, generate_series(1, length(c.name_norm)) i;--> statement-breakpoint
-- The city's and the districts' lists (the pushed companies, the preset written literally so a generic
-- plan proves it), and every status for operations and the administrator.
CREATE INDEX "risk_company_name_suffix_pushed_idx" ON "risk_company_name_suffix" ("suffix") INCLUDE ("id", "repeat_len",
	"registration_place", "company_region", "type", "status", "is_match", "focus", "city_focus", "special_follow",
	"included_time", "push_time", "dispatch_time", "grade_time", "create_time") WHERE "status" IN (1, 2, 3, 4, 6, 7);--> statement-breakpoint
-- A district's search (a district user's own list, the city's 派单区县) reads that district's range only.
CREATE INDEX "risk_company_name_suffix_region_idx" ON "risk_company_name_suffix" ("company_region", "suffix") INCLUDE ("id", "repeat_len",
	"registration_place", "type", "status", "is_match", "focus", "city_focus", "special_follow",
	"included_time", "push_time", "dispatch_time", "grade_time", "create_time") WHERE "status" IN (1, 2, 3, 4, 6, 7);--> statement-breakpoint
CREATE INDEX "risk_company_name_suffix_idx" ON "risk_company_name_suffix" ("suffix") INCLUDE ("id", "repeat_len",
	"registration_place", "company_region", "type", "status", "is_match", "focus", "city_focus", "special_follow",
	"included_time", "push_time", "dispatch_time", "grade_time", "create_time");--> statement-breakpoint
CREATE INDEX "risk_company_name_suffix_company_idx" ON "risk_company_name_suffix" ("id");--> statement-breakpoint
-- Kept in the writing statement: a company's rows are written again when any copied column changes
-- (PostgreSQL allows no transition table on a column-limited trigger, so the update compares them).
CREATE FUNCTION risk_company_name_suffix_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO risk_company_name_suffix (id, suffix, repeat_len, registration_place, company_region, type, status, is_match, focus, city_focus,
			special_follow, included_time, push_time, dispatch_time, grade_time, create_time)
		SELECT c.id, substr(c.name_norm, i), r.len, c.registration_place, c.company_region, c.type, c.status, c.is_match, c.focus,
			c.city_focus, c.special_follow, c.included_time, c.push_time, c.dispatch_time, c.grade_time, c.create_time
		FROM new_rows c CROSS JOIN LATERAL (SELECT name_repeat_len(c.name_norm) AS len) r, generate_series(1, length(c.name_norm)) i;
	ELSIF TG_OP = 'DELETE' THEN
		DELETE FROM risk_company_name_suffix s USING old_rows o WHERE s.id = o.id;
	ELSE
		WITH changed AS (
			SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (n.name_norm, n.registration_place, n.company_region, n.type, n.status, n.is_match, n.focus, n.city_focus,
					n.special_follow, n.included_time, n.push_time, n.dispatch_time, n.grade_time, n.create_time)
				IS DISTINCT FROM (o.name_norm, o.registration_place, o.company_region, o.type, o.status, o.is_match, o.focus,
					o.city_focus, o.special_follow, o.included_time, o.push_time, o.dispatch_time, o.grade_time, o.create_time)
		), gone AS (
			DELETE FROM risk_company_name_suffix s USING changed c WHERE s.id = c.id
		)
		INSERT INTO risk_company_name_suffix (id, suffix, repeat_len, registration_place, company_region, type, status, is_match, focus, city_focus,
			special_follow, included_time, push_time, dispatch_time, grade_time, create_time)
		SELECT c.id, substr(c.name_norm, i), r.len, c.registration_place, c.company_region, c.type, c.status, c.is_match, c.focus,
			c.city_focus, c.special_follow, c.included_time, c.push_time, c.dispatch_time, c.grade_time, c.create_time
		FROM changed c CROSS JOIN LATERAL (SELECT name_repeat_len(c.name_norm) AS len) r, generate_series(1, length(c.name_norm)) i;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_name_suffix_insert AFTER INSERT ON "risk_company" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_name_suffix_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_name_suffix_update AFTER UPDATE ON "risk_company" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_name_suffix_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_name_suffix_delete AFTER DELETE ON "risk_company" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_company_name_suffix_apply();--> statement-breakpoint
CREATE TRIGGER risk_company_name_suffix_truncate AFTER TRUNCATE ON "risk_company" FOR EACH STATEMENT EXECUTE FUNCTION kept_count_clear('risk_company_name_suffix');
