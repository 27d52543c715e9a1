CREATE TABLE "dataset_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"bi_type" smallint NOT NULL,
	"file_name" text NOT NULL,
	"periods" text[] NOT NULL,
	"row_count" integer NOT NULL,
	"replaced_rows" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_name" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_row" (
	"id" serial PRIMARY KEY NOT NULL,
	"bi_type" smallint NOT NULL,
	"import_id" integer NOT NULL,
	"period" text NOT NULL,
	"region" text,
	"row_no" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataset_row" ADD CONSTRAINT "dataset_row_import_id_dataset_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_import"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_import_type_time_idx" ON "dataset_import" USING btree ("bi_type","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dataset_row_type_period_idx" ON "dataset_row" USING btree ("bi_type","period","region");--> statement-breakpoint
CREATE INDEX "dataset_row_type_region_period_idx" ON "dataset_row" USING btree ("bi_type","region","period");--> statement-breakpoint
CREATE INDEX "dataset_row_import_idx" ON "dataset_row" USING btree ("import_id");