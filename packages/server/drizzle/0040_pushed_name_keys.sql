-- A common word (科技, in one company name in nine) searched in one district read that district's whole
-- entry of risk_company_name_search_idx (17,000 companies at --scale 300000) to intersect it with the
-- word's, then fetched every company of the district with the word, pushed or not (1,713 rows for 722
-- matches). The city's and the districts' lists show pushed companies only, so their searches now read
-- an index of the pushed companies whose keys are each bigram of the name alone and prefixed by the
-- company's district ('r', US, district, US) and registration place ('p', US, place, US): the entry a
-- search reads holds its candidates and nothing else.
-- A prefixed key decodes to one place and one bigram (the bigram is its last two characters, the place
-- what lies between the two separators), and a bare bigram has two characters where a prefixed key has
-- five or more: keys of different places or bigrams never meet.
-- Both functions call built-ins only: PostgreSQL 17 and later build an index with a search_path of
-- pg_catalog alone.
CREATE FUNCTION company_name_keys(region text, place text, s text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT k), '{}') FROM generate_series(1, greatest(length(s) - 1, 0)) i,
	unnest(ARRAY[substr(s, i, 2), 'r' || chr(31) || region || chr(31) || substr(s, i, 2), 'p' || chr(31) || place || chr(31) || substr(s, i, 2)]) k
	WHERE k IS NOT NULL $$;--> statement-breakpoint
-- The keys a search looks up: the fragment's bigrams prefixed by one place of a kind ('r' or 'p'), or bare
-- without a kind.
CREATE FUNCTION name_search_probe(kind text, place text, s text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT coalesce(kind || chr(31) || place || chr(31), '') || substr(s, i, 2)), '{}')
	FROM generate_series(1, greatest(length(s) - 1, 0)) i $$;--> statement-breakpoint
CREATE INDEX "risk_company_pushed_name_idx" ON "risk_company" USING gin (company_name_keys("company_region", "registration_place", "name_norm")) WHERE "status" IN (1, 2, 3, 4, 6, 7);
