import { shortDistrict } from '@risk/shared/big-screen';
import { Panel } from '../../../components/big-screen/Panel.tsx';
import { ScrollBoard } from '../../../components/big-screen/ScrollBoard.tsx';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { toBarOption, toLineOption } from '../../../components/charts/options.ts';
import { fetchEarlyWarn, fetchLabourMarket } from '../api/screen-reads.ts';
import { labourBars, labourTrend, warnOrdersByDistrict } from '../model/screen-options.ts';
import { BigFigure, Chart, ScreenFrame, screenStyles as styles } from './ScreenParts.tsx';

const none = (d: unknown) => d === null;

/** /labourFullScreen: labour market supply and demand (biType 3) beside the platform's layoffs per district. */
export function LabourScreen() {
  const labour = useScreenQuery(['dataScreens', 'labour'], fetchLabourMarket);
  const warn = useScreenQuery(['dataScreens', 'earlyWarn'], fetchEarlyWarn);
  return (
    <ScreenFrame title="人力资源市场监测" queries={[labour, warn]} period={labour.data?.period}>
      <Panel title="分职业供求" query={labour} isEmpty={none} className={styles.tall}>
        {(d) => <Chart build={() => toBarOption(labourBars(d!), { horizontal: true, unit: '人' })} deps={[d]} loop />}
      </Panel>
      <Panel title="本月供求" query={labour} isEmpty={none}>
        {(d) => (
          <div className={styles.figures}>
            <BigFigure label="岗位需求" value={d!.totals.demand} unit="人" />
            <BigFigure label="求职人数" value={d!.totals.seekers} unit="人" />
            <BigFigure label="求人倍率" value={d!.totals.ratio ?? 0} />
          </div>
        )}
      </Panel>
      <Panel
        title="平台裁员企业（分区）"
        query={warn}
        isEmpty={(d) => warnOrdersByDistrict(d).every((r) => r.layoffs === 0)}
      >
        {(d) => {
          const rows = warnOrdersByDistrict(d).filter((r) => r.layoffs > 0);
          return (
            <Chart
              build={() =>
                toBarOption(
                  {
                    categories: rows.map((r) => shortDistrict(r.region)),
                    series: [{ name: '裁员企业', data: rows.map((r) => r.layoffs) }],
                  },
                  { unit: '家' },
                )
              }
              deps={[d]}
            />
          );
        }}
      </Panel>
      <Panel title="供求走势" query={labour} isEmpty={none}>
        {(d) => <Chart build={() => toLineOption(labourTrend(d!), { unit: '人', area: true })} deps={[d]} />}
      </Panel>
      <Panel title="求人倍率与平均薪酬" query={labour} isEmpty={none}>
        {(d) => (
          <ScrollBoard
            header={['职业类别', '求人倍率', '平均薪酬(元/月)']}
            columnWidth={[3, 1, 1.4]}
            align={['left', 'right', 'right']}
            rowNum={6}
            data={d!.rows.map((r) => [r.occupation, r.ratio ?? '—', r.avgSalary?.toLocaleString('zh-CN') ?? '—'])}
          />
        )}
      </Panel>
    </ScreenFrame>
  );
}
