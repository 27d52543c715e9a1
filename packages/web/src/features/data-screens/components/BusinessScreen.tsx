import { Panel } from '../../../components/big-screen/Panel.tsx';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { toBarOption, toLineOption } from '../../../components/charts/options.ts';
import { fetchBusinessSurvey } from '../api/screen-reads.ts';
import { surveyIndexBars, surveyRatioBars, surveyTrend } from '../model/screen-options.ts';
import { BigFigure, Chart, PlatformPanel, ScreenFrame, screenStyles as styles } from './ScreenParts.tsx';

const none = (d: unknown) => d === null;

/** /businessFullScreen: the enterprise survey (biType 2) beside the platform's monitored companies. */
export function BusinessScreen() {
  const survey = useScreenQuery(['dataScreens', 'survey'], fetchBusinessSurvey);
  return (
    <ScreenFrame title="企业经营监测" queries={[survey]} period={survey.data?.period}>
      <Panel title="分行业景气指数" query={survey} isEmpty={none} className={styles.tall}>
        {(d) => (
          <Chart
            build={() => toBarOption(surveyIndexBars(d!), { horizontal: true, markLines: [100] })}
            deps={[d]}
            loop
          />
        )}
      </Panel>
      <Panel title="调查总体（样本加权）" query={survey} isEmpty={none}>
        {(d) => (
          <div className={styles.figures}>
            <BigFigure label="样本企业" value={d!.totals.sampleCompanies} unit="家" />
            <BigFigure label="景气指数" value={d!.totals.prosperityIndex} />
            <BigFigure label="计划裁员企业占比" value={d!.totals.layoffPlanRatio} unit="%" />
          </div>
        )}
      </Panel>
      <PlatformPanel />
      <Panel title="用工增减企业占比（%）" query={survey} isEmpty={none}>
        {(d) => <Chart build={() => toBarOption(surveyRatioBars(d!), { unit: '%', horizontal: true })} deps={[d]} />}
      </Panel>
      <Panel title="景气指数与计划裁员走势" query={survey} isEmpty={none}>
        {(d) => <Chart build={() => toLineOption(surveyTrend(d!))} deps={[d]} />}
      </Panel>
    </ScreenFrame>
  );
}
