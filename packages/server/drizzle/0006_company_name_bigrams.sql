-- Company names are searched by fragments of two or more Chinese characters (科技, 华信). pg_trgm
-- cannot serve a two-character fragment, so names are indexed by their character bigrams: all of a
-- fragment's bigrams must be present (GIN), then LIKE checks the exact fragment.
CREATE OR REPLACE FUNCTION name_bigrams(s text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT substr(s, i, 2)), '{}') FROM generate_series(1, greatest(length(s) - 1, 0)) i $$;--> statement-breakpoint
DROP INDEX "risk_company_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "risk_company_name_bigram_idx" ON "risk_company" USING gin (name_bigrams("name_norm"));--> statement-breakpoint
CREATE INDEX "registry_company_name_bigram_idx" ON "registry_company" USING gin (name_bigrams("name_norm"));