ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_departments" text;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_opinion" text;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_by" text;