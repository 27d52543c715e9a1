import { DISTRICT_NAMES } from '@risk/shared/districts';

/**
 * The plan test's data: generate_series into every listed table, large enough that PostgreSQL
 * prefers an index to a scan wherever one serves, in a few seconds (the demo generator takes
 * minutes for the same rows). Values spread like the generator's: every district, each status,
 * several years of times, one company name in nine with 科技.
 */
export const LARGE_TABLE_ROWS = 5_000;
const COMPANIES = 40_000;
const INFOS = 100_000;
const ORDERS = 20_000;

const districts = `array[${DISTRICT_NAMES.map((d) => `'${d}'`).join(',')}]::text[]`;
const district = (i: string) => `(${districts})[1 + (${i}) % ${DISTRICT_NAMES.length}]`;
const ago = (i: string, unit: string) => `now() - (${i}) * interval '${unit}'`;

export const PLAN_SEED_SQL = `
-- Row triggers (kept counts, big-screen aggregates, dashboard freshness) make the inserts ten times
-- slower and do not change a list's plan; the pool status copy on disposal orders is set by hand below.
set session_replication_role = replica;
insert into risk_company (company_name, name_norm, credit_code, registration_place, company_region, user_add_region,
  risk_point, risk_degree, risk_dimension_name, type, status, info_status, is_match, focus, city_focus, special_follow,
  risk_info_count, level, included_time, push_time, dispatch_time, grade_time, archive_time, evaluate_time, create_time)
select n, n, '91110000' || lpad(i::text, 10, '0'), ${district('i / 3')}, ${district('i')}, ${district('i')},
  (array['社保减员','欠薪','劳动仲裁','裁员','停业'])[1 + i % 5], i % 3, '社保维度', '社保风险,欠薪风险',
  i % 10, i % 3, i % 3 <> 0, i % 50 = 0, i % 60 = 0, i % 70 = 0, 3,
  (array['一级','二级','三级','三级以下','未定级'])[1 + i % 5],
  ${ago('i', '7 minutes')}, case when i % 10 > 0 then ${ago('i', '6 minutes')} end,
  case when i % 10 > 1 then ${ago('i', '5 minutes')} end, case when i % 10 > 5 then ${ago('i', '4 minutes')} end,
  case when i % 10 = 9 then ${ago('i', '3 minutes')} end, case when i % 10 = 9 and i % 2 = 0 then ${ago('i', '2 minutes')} end,
  ${ago('i', '7 minutes')}
from generate_series(1, ${COMPANIES}) i,
  lateral (select '北京' || (array['华新','金泰','恒达','远洋','宏图','中科','天成','瑞丰'])[1 + i % 8]
    || case when i % 9 = 0 then '科技' else '商贸' end || i || '有限公司' as n) x;

insert into risk_company_info (risk_company_id, risk_point, risk_degree, category, risk_dimension_name, content, source, included_time)
select c.id, (array['社保减员','欠薪','劳动仲裁','裁员','停业'])[1 + i % 5], i % 3, '社保风险', '社保维度',
  '近三个月社保参保人数减少' || i % 90 || '人', '社保数据比对', ${ago('i', '3 minutes')}
from generate_series(1, ${INFOS}) i join risk_company c on c.credit_code = '91110000' || lpad((1 + i % ${COMPANIES})::text, 10, '0');

insert into risk_verification_order (risk_company_id, company_name, credit_code, region, registration_place, risk_point,
  status, level, push_time, dispatch_time, orders_time, verification_time, grade_time, is_downsizing, is_defuse,
  is_push_app, fill_app_status, audit_explain, create_time, deadline, urge_count)
select c.id, c.company_name, c.credit_code, c.company_region, c.registration_place, c.risk_point, i % 12,
  case when i % 12 >= 6 then (array['一级','二级','三级','三级以下'])[1 + i % 4] else '未定级' end,
  ${ago('i', '11 minutes')}, case when i % 12 >= 1 then ${ago('i', '10 minutes')} end,
  case when i % 12 >= 2 then ${ago('i', '9 minutes')} end, case when i % 12 >= 4 then ${ago('i', '8 minutes')} end,
  case when i % 12 >= 6 then ${ago('i', '7 minutes')} end, (array['0','1', null])[1 + i % 3], (array['0','1', null])[1 + i % 3],
  i % 4 = 0, i % 3, case when i % 13 = 0 then '材料不全' end, ${ago('i', '11 minutes')},
  case when i % 12 in (0, 1, 4, 7) then now() + (i % 40 - 20) * interval '1 day' end, i % 3
from generate_series(1, ${ORDERS}) i join risk_company c on c.credit_code = '91110000' || lpad((i * 2)::text, 10, '0');

insert into risk_order_delay (order_id, step, days, reason, state, requester_name, request_time, decide_time)
select o.id, 'verify', 1 + o.id % 10, '材料待补', (array['approved', 'refused'])[1 + o.id % 2], '区县业务员',
  o.push_time, o.push_time + interval '1 day'
from risk_verification_order o;

insert into risk_disposal_order (order_id, risk_company_id, company_name, credit_code, region, registration_place, level,
  status, talk_num, downsizing_num, server_num, finish_time, create_time)
select o.id, o.risk_company_id, o.company_name, o.credit_code, o.region, o.registration_place, coalesce(o.level, '二级'),
  o.id % 4, o.id % 3, o.id % 2, o.id % 5, case when o.id % 4 >= 2 then o.grade_time + interval '3 days' end, o.grade_time
from risk_verification_order o where o.status in (7, 8, 9) and o.level in ('一级','二级','三级');

insert into sys_notice (send_user_id, send_user, accept_user_id, notice_type, status, notice_body, order_id, create_time)
select 2, '运维', 1 + i % 21, (array['核实','处置','系统'])[1 + i % 3], i % 2, '工单 ' || i || ' 待处理', null, ${ago('i', '5 minutes')}
from generate_series(1, 30000) i;

insert into sys_operation_log (user_id, username, module, action, target, ip, browser, success, message, create_time)
select 1 + i % 21, (array['city','chaoyang','ops','admin'])[1 + i % 4], (array['风险企业库','核实','联动处置','系统'])[1 + i % 4],
  '查询', '风险企业 ' || i, '10.0.0.' || i % 250, 'Chrome', i % 17 <> 0, null, ${ago('i', '2 minutes')}
from generate_series(1, 20000) i;

insert into sys_login_log (username, ip, browser, success, reason, create_time)
select (array['city','chaoyang','ops','admin'])[1 + i % 4], '10.0.' || i % 250 || '.' || i % 200, 'Chrome', i % 9 <> 0, null,
  ${ago('i', '2 minutes')}
from generate_series(1, 30000) i;

insert into biz_policy (title, summary, type, upload_time, create_time)
select '劳动政策解读第' || i || '号', '摘要', (array['法律','法规','规章','规范性文件'])[1 + i % 4], ${ago('i', '1 hour')}, ${ago('i', '1 hour')}
from generate_series(1, 20000) i;

insert into biz_news (title, status, content, create_time)
select '劳动用工新闻第' || i || '期', i % 2, '正文', ${ago('i', '1 hour')} from generate_series(1, 20000) i;

insert into biz_district_report (report_name, region, year, create_time)
select '区县风险报告第' || i || '期', ${district('i')}, 2015 + i % 12, ${ago('i', '1 hour')} from generate_series(1, 10000) i;

insert into biz_special_daily (title, upload_time, create_time)
select '专报日报第' || i || '期', ${ago('i', '1 hour')}, ${ago('i', '1 hour')} from generate_series(1, 10000) i;

insert into social_security (credit_code, company_name, region, month, current_month, january, march, create_time)
select c.credit_code, c.company_name, c.company_region, to_char(date '2026-01-01' - (m * interval '1 month'), 'YYYY-MM'),
  100 + c.id % 50, 120 + c.id % 40, 110 + c.id % 45, ${ago('c.id', '1 minute')}
from risk_company c, generate_series(0, 2) m where c.id % 4 = 0;

insert into mini_app_user (account, password_hash, company_name, credit_code, region, contact_name, status, audit_time, create_time)
select 'user' || c.id, 'x', c.company_name, c.credit_code, c.company_region, '联系人', c.id % 3,
  case when c.id % 3 > 0 then ${ago('c.id', '1 minute')} end, ${ago('c.id', '2 minutes')}
from risk_company c where c.id % 2 = 0;

insert into dataset_import (bi_type, file_name, periods, row_count, create_by, create_name, create_time)
select i % 4, '导入' || i || '.xlsx', array['2026-' || lpad((1 + i % 12)::text, 2, '0')], 10, 'ops', '运维', ${ago('i', '1 hour')}
from generate_series(1, 6000) i;

insert into dataset_row (bi_type, import_id, period, region, row_no, data)
select d.bi_type, d.id, d.periods[1], ${district('d.id + r')}, r, '{}'::jsonb
from dataset_import d, generate_series(1, 4) r;

update risk_disposal_order d set pool_status = c.status, archive_time = c.archive_time, evaluate_time = c.evaluate_time from risk_company c where c.id = d.risk_company_id;
set session_replication_role = default;
-- the kept name counts decide whether a search walks its place (migration 0043), so they are the rows'
insert into risk_company_name_stat (name_key, is_match, n)
select k, is_match, count(*) from risk_company, unnest(company_name_keys(company_region, registration_place, name_norm)) k
where status in (1, 2, 3, 4, 6, 7) group by 1, 2;
`;
