-- The early-warning tabs filtered by what the disposal recorded (已约谈, 已对接服务 …) read their city-wide
-- total from the counts kept of the orders with a disposal (0037), whose key starts with the district:
-- the sum read the whole table (1,841 rows at --scale 100000, 2,147 at 300,000) for the 384 it counted,
-- 0.38 of the page's 0.71 ms. By grade, is_downsizing and status it reads the 632 of its grade:
-- 0.26 ms, the page 0.51 ms. The key's columns never change in place (only n does), so the counts'
-- updates stay heap-only.
CREATE INDEX "risk_verification_order_record_stat_grade_idx" ON "risk_verification_order_record_stat" ("level", "is_downsizing", "status");
