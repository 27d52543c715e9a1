-- The tables kept by triggers (the *_stat counts of 0002 … 0043, table_row_count of 0028, the big
-- screens' big_screen_* of 0017, 0025 and 0026, the dashboards' dash_company_category of 0025) are
-- declared in the schema now (src/db/schema/kept-counts.ts, big-screen.ts, dashboard.ts) so queries
-- name them through the ORM. They exist already: this migration brings drizzle-kit's snapshot up to
-- date and changes nothing in the database.
SELECT 1;
