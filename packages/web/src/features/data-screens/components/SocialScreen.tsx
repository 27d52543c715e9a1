import { Panel } from '../../../components/big-screen/Panel.tsx';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { BeijingMapChart } from '../../../components/charts/BeijingMapChart.tsx';
import { toBarOption, toLineOption } from '../../../components/charts/options.ts';
import { fetchEarlyWarn, fetchSocial } from '../api/screen-reads.ts';
import { socialArrearsBars, socialMapRows, socialTrend } from '../model/screen-options.ts';
import { BigFigure, Chart, PlatformPanel, ScreenFrame, screenStyles as styles } from './ScreenParts.tsx';

const none = (d: unknown) => d === null;

/** /socialFullScreen: social-insurance figures by district (biType 5) beside the platform's warning orders on the map. */
export function SocialScreen() {
  const social = useScreenQuery(['dataScreens', 'social'], fetchSocial);
  const warn = useScreenQuery(['dataScreens', 'earlyWarn'], fetchEarlyWarn);
  return (
    <ScreenFrame title="社会保险监测" queries={[social, warn]} period={social.data?.period}>
      <Panel title="本月参保" query={social} isEmpty={none}>
        {(d) => (
          <div className={styles.figures}>
            <BigFigure label="参保单位" value={d!.totals.insuredUnits} unit="家" />
            <BigFigure label="参保人数" value={d!.totals.insuredPersons} unit="人" />
            <BigFigure label="欠费单位" value={d!.totals.arrearsUnits} unit="家" />
          </div>
        )}
      </Panel>
      <Panel title="平台预警工单与参保（分区）" query={warn} className={styles.tall}>
        {(d) => <BeijingMapChart rows={socialMapRows(d, social.data ?? null)} seriesName="预警工单" />}
      </Panel>
      <PlatformPanel />
      <Panel title="新增与减少参保走势" query={social} isEmpty={none}>
        {(d) => <Chart build={() => toLineOption(socialTrend(d!), { unit: '人' })} deps={[d]} />}
      </Panel>
      <Panel title="分区欠费金额（万元）" query={social} isEmpty={none}>
        {(d) => <Chart build={() => toBarOption(socialArrearsBars(d!), { unit: '万元' })} deps={[d]} loop />}
      </Panel>
    </ScreenFrame>
  );
}
