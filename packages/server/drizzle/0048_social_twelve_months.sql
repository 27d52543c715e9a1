-- 社保数据 carries the reduction of insured people over each of the last 1 to 12 months (doc 2), in
-- the spec's field names january … december. Until now january held 近1个月缴费人数 (payers, not a
-- reduction): read as the 1-month reduction it would be wrong, so rows imported before lose it and,
-- like the ten new months, are null (the list shows them empty; the company detail derives those
-- reductions from the earlier imported headcounts, as before). march, the 3-month reduction, stays.
ALTER TABLE "social_security" ALTER COLUMN "january" DROP NOT NULL;--> statement-breakpoint
UPDATE "social_security" SET "january" = NULL;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "february" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "april" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "may" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "june" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "july" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "august" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "september" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "october" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "november" integer;--> statement-breakpoint
ALTER TABLE "social_security" ADD COLUMN "december" integer;