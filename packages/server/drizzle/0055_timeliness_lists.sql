DROP INDEX "risk_order_delay_state_idx";--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "urge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "risk_verification_order_deadline_idx" ON "risk_verification_order" USING btree ("deadline" DESC NULLS FIRST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_verification_order_region_deadline_idx" ON "risk_verification_order" USING btree ("region","deadline" DESC NULLS FIRST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_disposal_order_deadline_idx" ON "risk_disposal_order" USING btree ("deadline" DESC NULLS FIRST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_disposal_order_region_deadline_idx" ON "risk_disposal_order" USING btree ("region","deadline" DESC NULLS FIRST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_order_delay_state_decided_idx" ON "risk_order_delay" USING btree ("state","decide_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_order_delay_state_idx" ON "risk_order_delay" USING btree ("state","request_time" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- 办理时限 on the lists (docs/timeliness.md): the indexes above serve the deadline sort and the
-- 已超期 / 即将到期 filters, and the city's 延期申请 list in either sort. A disposal order keeps its
-- verification order's deadline (the 联动处置 clock) and 催办 count, as it keeps the pool company's
-- times (0028): set when it is made, followed on every change, so the disposal lists read them from
-- their own table.
UPDATE "risk_disposal_order" d SET "deadline" = o."deadline", "urge_count" = o."urge_count"
  FROM "risk_verification_order" o WHERE o."id" = d."order_id";--> statement-breakpoint
CREATE FUNCTION risk_disposal_order_timeliness_init() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.deadline, o.urge_count INTO NEW.deadline, NEW.urge_count FROM risk_verification_order o WHERE o.id = NEW.order_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_disposal_order_timeliness_init BEFORE INSERT ON "risk_disposal_order"
  FOR EACH ROW EXECUTE FUNCTION risk_disposal_order_timeliness_init();--> statement-breakpoint
CREATE FUNCTION risk_verification_order_timeliness_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE risk_disposal_order SET deadline = NEW.deadline, urge_count = NEW.urge_count WHERE order_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_verification_order_timeliness_follow AFTER UPDATE OF deadline, urge_count ON "risk_verification_order"
  FOR EACH ROW WHEN (OLD.deadline IS DISTINCT FROM NEW.deadline OR OLD.urge_count IS DISTINCT FROM NEW.urge_count)
  EXECUTE FUNCTION risk_verification_order_timeliness_follow();
