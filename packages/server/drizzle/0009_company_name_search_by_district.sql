-- btree_gin lets the scalar district columns share one GIN with the name bigrams: a common word
-- (科技, one company in nine) searched in one district then reads that district's matches only.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "risk_company_name_bigram_idx";--> statement-breakpoint
CREATE INDEX "risk_company_name_search_idx" ON "risk_company" USING gin ("company_region","registration_place",name_bigrams("name_norm"));
