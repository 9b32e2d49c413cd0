import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryStack } from 'victory';
import { useTheme } from 'styled-components';
import { OUTCOME_COLOURS, type OutcomeSeries } from './chart-data';

/** The victory half of the outcome chart: loaded on demand so first paint never waits for it. */
/** `title` names the drawing (victory's svg has role img, so it needs a text alternative). */
export default function OutcomeBars({ series, title }: { series: OutcomeSeries[]; title: string }) {
  const theme = useTheme();
  const axisStyle = { tickLabels: { fill: theme.colors.text, fontSize: 12, fontFamily: theme.fonts.body }, axis: { stroke: theme.colors.border }, grid: { stroke: 'transparent' } };
  return (
    <VictoryChart horizontal domainPadding={{ x: 30 }} padding={{ top: 10, bottom: 40, left: 70, right: 20 }} height={170} width={420} containerComponent={<VictoryContainer title={title} />}>
      <VictoryAxis style={axisStyle} />
      <VictoryAxis dependentAxis domain={[0, 100]} tickValues={[0, 25, 50, 75, 100]} tickFormat={(t: number) => `${t}%`} style={axisStyle} />
      <VictoryStack>
        {series.map((s) => (
          // Horizontal charts draw the first category at the bottom: reversed, vs Left reads first.
          <VictoryBar key={s.key} data={[...s.points].reverse()} x="side" y="percent" barWidth={34} style={{ data: { fill: OUTCOME_COLOURS[s.key] } }} />
        ))}
      </VictoryStack>
    </VictoryChart>
  );
}
