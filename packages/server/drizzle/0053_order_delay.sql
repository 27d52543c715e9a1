CREATE TABLE "risk_order_delay" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" text NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requester_id" integer,
	"requester_name" text NOT NULL,
	"request_time" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_before" timestamp with time zone,
	"deadline_after" timestamp with time zone,
	"decider_id" integer,
	"decider_name" text,
	"decide_time" timestamp with time zone,
	"opinion" text,
	CONSTRAINT "risk_order_delay_state_ck" CHECK ("risk_order_delay"."state" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "risk_order_delay" ADD CONSTRAINT "risk_order_delay_order_id_risk_verification_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."risk_verification_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_order_delay_pending_uq" ON "risk_order_delay" USING btree ("order_id") WHERE "risk_order_delay"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "risk_order_delay_order_idx" ON "risk_order_delay" USING btree ("order_id","request_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_order_delay_state_idx" ON "risk_order_delay" USING btree ("state","request_time");