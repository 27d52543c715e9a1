-- A layoff report is an order on the layoff list (LAYOFF_LIST), as the 裁员报告 list has always shown:
-- the table of filed reports was never written, so 裁员报告数 (风险报表, 月度监测 表三) and the work
-- lists' 有减员报告 read 0 beside a list of 81. They now read the orders; the table and its trigger go.
DROP TABLE "risk_layoff_report" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS dash_layoff_report_apply();
