-- Timeliness (docs/timeliness.md): the current step's deadline on the order, the time limits an
-- administrator edits, and the city's 催办. Defaults as @risk/shared/timeliness DEFAULT_TIME_LIMITS.
CREATE TABLE "risk_order_urge" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" text NOT NULL,
	"content" text NOT NULL,
	"deadline" timestamp with time zone,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_time_limit" (
	"step" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "urge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_order_urge" ADD CONSTRAINT "risk_order_urge_order_id_risk_verification_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."risk_verification_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_order_urge_order_idx" ON "risk_order_urge" USING btree ("order_id","create_time" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "risk_time_limit" ("step", "days") VALUES ('take', 2), ('verify', 7), ('dispose', 20)
ON CONFLICT ("step") DO NOTHING;--> statement-breakpoint
-- Orders already in a step get its deadline as the server would set it: the last of the step's working
-- days (holiday calendar: holidays off, make-up days on) after the day its clock started, at midnight
-- Beijing time. Working days are numbered once, so each order is two lookups, not a walk.
WITH "days" AS (
  SELECT d::date AS "day",
    (EXISTS (SELECT 1 FROM "sys_holiday" h WHERE h."day" = d::date AND h."kind" = 'workday')
      OR (extract(isodow FROM d) < 6
        AND NOT EXISTS (SELECT 1 FROM "sys_holiday" h WHERE h."day" = d::date AND h."kind" = 'holiday'))) AS "working"
  FROM generate_series('2000-01-01'::date, '2100-12-31'::date, interval '1 day') d
), "numbered" AS (
  SELECT "day", "working", count(*) FILTER (WHERE "working") OVER (ORDER BY "day") AS "n" FROM "days"
), "clocks" AS (
  SELECT o."id",
    ((CASE WHEN o."status" = 7 THEN coalesce(o."grade_time", o."update_time") ELSE o."dispatch_time" END)
      AT TIME ZONE 'UTC' + interval '8 hours')::date AS "start_day",
    l."days"
  FROM "risk_verification_order" o
  JOIN "risk_time_limit" l ON l."step" = CASE WHEN o."status" = 0 THEN 'take' WHEN o."status" IN (1, 4) THEN 'verify' ELSE 'dispose' END
  WHERE o."status" IN (0, 1, 4, 7) AND o."dispatch_time" IS NOT NULL
)
UPDATE "risk_verification_order" o
SET "deadline" = ((e."day" + 1)::timestamp - interval '8 hours' - interval '1 millisecond') AT TIME ZONE 'UTC'
FROM "clocks" c
JOIN "numbered" s ON s."day" = c."start_day"
JOIN "numbered" e ON e."working" AND e."n" = s."n" + c."days"
WHERE o."id" = c."id";
