import { shortDistrict } from '@risk/shared/big-screen';
import { Panel } from '../../../components/big-screen/Panel.tsx';
import { ScrollBoard } from '../../../components/big-screen/ScrollBoard.tsx';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { toBarOption, toLineOption } from '../../../components/charts/options.ts';
import { fetchEarlyWarn, fetchMacroData } from '../api/screen-reads.ts';
import { macroValueSeries, macroYoySeries, rateIndicators, warnOrdersByDistrict } from '../model/screen-options.ts';
import { Chart, PlatformPanel, ScreenFrame, screenStyles as styles } from './ScreenParts.tsx';

const none = (d: unknown) => d === null;

/** /economyFullScreen: the macro-economic indicators (biType 1) beside the platform's warnings. */
export function EconomyScreen() {
  const macro = useScreenQuery(['dataScreens', 'macro'], fetchMacroData);
  const warn = useScreenQuery(['dataScreens', 'earlyWarn'], fetchEarlyWarn);
  return (
    <ScreenFrame title="宏观经济监测" queries={[macro, warn]} period={macro.data?.period}>
      <Panel title="主要经济指标" query={macro} isEmpty={none} className={styles.tall}>
        {(d) => (
          <ScrollBoard
            header={['指标', '本期值', '同比(%)']}
            columnWidth={[3, 1.4, 1]}
            align={['left', 'right', 'right']}
            // the indicators fill the tall panel; more than twelve scroll
            rowNum={Math.min(12, Math.max(d!.rows.length, 1))}
            data={d!.rows.map((r) => [r.indicator, `${r.value}${r.unit === '%' ? '' : ` ${r.unit}`}`, r.yoy ?? '—'])}
          />
        )}
      </Panel>
      <Panel title="主要指标同比增速（%）" query={macro} isEmpty={(d) => !d || macroYoySeries(d).series.length === 0}>
        {(d) => <Chart build={() => toLineOption(macroYoySeries(d!), { unit: '%' })} deps={[d]} />}
      </Panel>
      <PlatformPanel />
      <Panel title="价格与就业（%）" query={macro} isEmpty={(d) => !d || rateIndicators(d).length === 0}>
        {(d) => (
          <Chart build={() => toLineOption(macroValueSeries(d!, rateIndicators(d!)), { unit: '%' })} deps={[d]} />
        )}
      </Panel>
      <Panel
        title="平台预警工单（分区）"
        query={warn}
        isEmpty={(d) => warnOrdersByDistrict(d).every((r) => r.orders === 0)}
      >
        {(d) => {
          const rows = warnOrdersByDistrict(d);
          return (
            <Chart
              build={() =>
                toBarOption(
                  {
                    categories: rows.map((r) => shortDistrict(r.region)),
                    series: [{ name: '预警工单', data: rows.map((r) => r.orders) }],
                  },
                  { unit: '件' },
                )
              }
              deps={[d]}
            />
          );
        }}
      </Panel>
    </ScreenFrame>
  );
}
