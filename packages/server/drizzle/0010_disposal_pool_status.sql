-- The disposal lists filter by the pool company's status (4 待存档, 6 待评价, 7 已评价). Through the
-- join the planner cannot know that archived cases are the oldest disposals, and walked a thousand
-- newest ones to find ten; a copy on the disposal order, kept by triggers whatever code changes the
-- company, has its own statistics and index.
ALTER TABLE "risk_disposal_order" ADD COLUMN "pool_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "risk_disposal_order" d SET "pool_status" = c."status" FROM "risk_company" c WHERE c."id" = d."risk_company_id";--> statement-breakpoint
CREATE INDEX "risk_disposal_order_pool_status_idx" ON "risk_disposal_order" USING btree ("pool_status","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_disposal_order_pool_status_init() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.status INTO NEW.pool_status FROM risk_company c WHERE c.id = NEW.risk_company_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_pool_status_init BEFORE INSERT OR UPDATE OF risk_company_id ON "risk_disposal_order"
  FOR EACH ROW EXECUTE FUNCTION risk_disposal_order_pool_status_init();--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_company_pool_status_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE risk_disposal_order SET pool_status = NEW.status WHERE risk_company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_company_pool_status_follow AFTER UPDATE OF status ON "risk_company"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION risk_company_pool_status_follow();
