-- 风险报表's 裁员人数 summed the disposal's 裁员和维稳 records by record date while its 裁员企业数
-- counted the layoff orders by push day: a district showed 3 layoff companies and 0 people, and the
-- people equalled their 12-month window on every row. The statement now sums, over exactly the orders
-- of 裁员企业数, the people their verification forms report (核实裁员人数).
-- The form's down_num is copied onto its order, kept by triggers on the form whatever code writes it
-- (as 0037 copies the disposal's records): the order's dashboard trigger then sees the people in its
-- own old and new rows, so a form edit, a dispatch, a district change or a deleted order (whose form
-- goes by cascade, after the order's row) moves them with the order. dash_region_day keeps their sum
-- per district and push day (verified_down_num), filled by the rebuild the changed definitions start.
ALTER TABLE "risk_verification_order" ADD COLUMN "form_down_num" integer;--> statement-breakpoint
ALTER TABLE "dash_region_day" ADD COLUMN "verified_down_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "risk_verification_order" o SET "form_down_num" = i.down_num
  FROM "risk_verification_info" i WHERE i.order_id = o.id;--> statement-breakpoint
-- Only orders whose copy changes are written, so a form saved with the same people leaves the order alone.
CREATE FUNCTION risk_verification_info_down_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE risk_verification_order o SET form_down_num = NULL
		FROM old_rows i
		WHERE o.id = i.order_id AND o.form_down_num IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM risk_verification_info x WHERE x.order_id = i.order_id);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE risk_verification_order o SET form_down_num = i.down_num
		FROM new_rows i
		WHERE o.id = i.order_id AND o.form_down_num IS DISTINCT FROM i.down_num;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_verification_info_down_insert AFTER INSERT ON "risk_verification_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_info_down_follow();--> statement-breakpoint
CREATE TRIGGER risk_verification_info_down_update AFTER UPDATE ON "risk_verification_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_info_down_follow();--> statement-breakpoint
CREATE TRIGGER risk_verification_info_down_delete AFTER DELETE ON "risk_verification_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_info_down_follow();--> statement-breakpoint
CREATE FUNCTION risk_verification_info_down_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE risk_verification_order SET form_down_num = NULL WHERE form_down_num IS NOT NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER risk_verification_info_down_truncate AFTER TRUNCATE ON "risk_verification_info" FOR EACH STATEMENT EXECUTE FUNCTION risk_verification_info_down_clear();
