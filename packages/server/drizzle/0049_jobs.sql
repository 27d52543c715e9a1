-- Long work (imports, scheduled digests) runs as jobs kept here (DESIGN.md "Long work"): any instance
-- reports a job, one claims it (FOR UPDATE SKIP LOCKED), a stale heartbeat marks it failed, and a
-- unique key makes one job per schedule occurrence.
CREATE TABLE "sys_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"owner_id" integer,
	"owner_name" text,
	"owner_ip" text,
	"owner_browser" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"input" "bytea",
	"total" integer,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_refused" integer DEFAULT 0 NOT NULL,
	"message" text,
	"report" jsonb,
	"unique_key" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"instance" text,
	"heartbeat_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	CONSTRAINT "sys_job_state_check" CHECK (state in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sys_job" ADD CONSTRAINT "sys_job_owner_id_sys_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_unique_key_idx" ON "sys_job" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "sys_job_state_idx" ON "sys_job" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "sys_job_owner_idx" ON "sys_job" USING btree ("owner_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);