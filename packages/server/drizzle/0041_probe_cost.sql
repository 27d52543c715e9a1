-- PostgreSQL planned the pool's pushed-company name search afresh on every call (0.3-0.5 ms, as much as
-- running it at --scale 100000). A prepared statement keeps its generic plan only when that plan is costed
-- no higher than its custom plans; the custom plan folds name_search_probe($1, $2, $3) into a constant,
-- while the generic plan charged the call at the default cost of 100 operators for every row it expected
-- to recheck (227 rows: 57 of 868), so the generic plan never won. The probe is a few string operations
-- evaluated once per index scan: costed as one operator, the generic plan costs what the custom one does
-- (query-plans.test.ts checks that PostgreSQL settles on it).
ALTER FUNCTION name_search_probe(text, text, text) COST 1;
