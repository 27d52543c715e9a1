import { Card, Space, Tabs, Typography } from 'antd';
import { FIGURES } from '@risk/shared/figures';
import { FOCUS_TYPES, type FocusType } from '@risk/shared/schemas/dashboard';
import { useCityTotal } from '../api/dashboard-calls.ts';
import { usePageYear } from '../api/page-prefetch.ts';
import { FocusTab } from './FocusTab.tsx';
import { LevelList } from './LevelList.tsx';
import { DailyTab, EmploymentTab, WriteOffTab } from './OtherTabs.tsx';
import { Tiles } from './Tiles.tsx';
import { WarningOverview } from './WarningOverview.tsx';
import { WorkPlanTable } from './WorkPlanTable.tsx';
import { YearSelect } from './YearSelect.tsx';

/** 市级看板 and 运维看板: the six tiles and the seven tabs, for one year or all. */
export function CityDashboard({ title }: { title: string }) {
  const [year, changeYear] = usePageYear('city');
  const total = useCityTotal(year);
  const t = total.data;
  const inYear = (label: string) => (year ? `${year}年${label}` : label);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={0}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <YearSelect value={year} onChange={changeYear} />
      </div>
      <Tiles
        loading={total.isLoading}
        items={[
          // the first three follow the year picked and say so (the wall's 推送企业 counts every year)
          { title: inYear(FIGURES.pushedCompanies.label), value: t?.pushNum, suffix: '家' },
          { title: inYear('市级预警'), value: t?.cityWarningNum, suffix: '家', color: '#cf1322' },
          { title: inYear('区级上报'), value: t?.zoneAddNum, suffix: '家' },
          { title: FIGURES.focusCompanies.label, value: t?.focusNum, suffix: '家' },
          { title: FIGURES.layoffPeopleLast365Days.label, value: t?.yearLayoffsNum, suffix: '人' },
          { title: FIGURES.layoffPeopleMonth.label, value: t?.monthLayoffsNum, suffix: '人' },
        ]}
      />
      <Card size="small" variant="borderless">
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'warning',
              label: '市级预警',
              children: (
                <>
                  <WarningOverview year={year} />
                  <WorkPlanTable year={year} />
                  <LevelList year={year} />
                </>
              ),
            },
            ...(Object.keys(FOCUS_TYPES) as FocusType[]).map((type) => ({
              key: type,
              label: FOCUS_TYPES[type],
              children: <FocusTab type={type} />,
            })),
            { key: 'employment', label: '就业服务', children: <EmploymentTab year={year} /> },
            { key: 'writeOff', label: '注销情况', children: <WriteOffTab /> },
            { key: 'daily', label: '日常监测', children: <DailyTab year={year} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
