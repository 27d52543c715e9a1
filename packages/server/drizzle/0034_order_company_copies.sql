-- The verification lists filter by the company's name and inclusion time. Through the join, the count
-- of such a filter read every order of the tab with its company (CityAll by 科技 or by the last seven
-- days: a Seq Scan in the plan test). Copies on the order, kept by triggers whatever code changes the
-- company (as pool_status on the disposal order, 0010), have their own indexes.
ALTER TABLE "risk_verification_order" ADD COLUMN "company_name_norm" text;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "included_time" timestamp with time zone;--> statement-breakpoint
UPDATE "risk_verification_order" o SET "company_name_norm" = c."name_norm", "included_time" = c."included_time"
  FROM "risk_company" c WHERE c."id" = o."risk_company_id";--> statement-breakpoint
CREATE INDEX "risk_verification_order_included_idx" ON "risk_verification_order" USING btree ("included_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_verification_order_name_search_idx" ON "risk_verification_order" USING gin ("region",name_bigrams("company_name_norm"));--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_verification_order_company_init() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name_norm, c.included_time INTO NEW.company_name_norm, NEW.included_time
    FROM risk_company c WHERE c.id = NEW.risk_company_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_verification_order_company_init BEFORE INSERT OR UPDATE OF risk_company_id ON "risk_verification_order"
  FOR EACH ROW EXECUTE FUNCTION risk_verification_order_company_init();--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_company_order_copies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE risk_verification_order SET company_name_norm = NEW.name_norm, included_time = NEW.included_time
    WHERE risk_company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_order_copies_follow AFTER UPDATE OF name_norm, included_time ON "risk_company"
  FOR EACH ROW WHEN (OLD.name_norm IS DISTINCT FROM NEW.name_norm OR OLD.included_time IS DISTINCT FROM NEW.included_time)
  EXECUTE FUNCTION risk_company_order_copies_follow();
