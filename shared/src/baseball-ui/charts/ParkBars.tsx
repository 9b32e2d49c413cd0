import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryLabel, VictoryLine } from 'victory';
import { useTheme } from 'styled-components';
import { PARK_AXIS, clampFactor } from './chart-data';

export interface ParkBar {
  label: string;
  factor: number;
}

/** The victory half of the ballpark-factor chart: 40–160 with the neutral line at 100. */
/** `title` names the drawing (victory's svg has role img, so it needs a text alternative). */
export default function ParkBars({ bars, top, bottom, title }: { bars: ParkBar[]; top: string; bottom: string; title: string }) {
  const theme = useTheme();
  const axisStyle = { tickLabels: { fill: theme.colors.text, fontSize: 12, fontFamily: theme.fonts.body }, axis: { stroke: theme.colors.border } };
  const data = bars.map((b) => ({ x: b.label, y: clampFactor(b.factor), value: b.factor }));
  return (
    <VictoryChart domain={{ y: [PARK_AXIS.min, PARK_AXIS.max] }} domainPadding={{ x: 60 }} padding={{ top: 30, bottom: 40, left: 50, right: 20 }} height={260} width={420} containerComponent={<VictoryContainer title={title} />}>
      <VictoryAxis style={axisStyle} />
      <VictoryAxis dependentAxis tickValues={[40, 70, 100, 130, 160]} style={{ ...axisStyle, grid: { stroke: theme.colors.border, strokeDasharray: '2,4' } }} />
      <VictoryBar
        data={data}
        y0={() => PARK_AXIS.neutral}
        barWidth={48}
        labels={({ datum }: { datum?: { value: number } }) => String(datum?.value ?? '')}
        labelComponent={<VictoryLabel style={{ fill: theme.colors.text, fontSize: 12, fontWeight: 700, fontFamily: theme.fonts.body }} />}
        style={{ data: { fill: ({ datum }: { datum?: { y: number } }) => ((datum?.y ?? 0) >= PARK_AXIS.neutral ? '#c8102e' : '#2e7dd7') } }}
      />
      <VictoryLine data={[{ x: 0.5, y: PARK_AXIS.neutral }, { x: bars.length + 0.5, y: PARK_AXIS.neutral }]} style={{ data: { stroke: theme.colors.text, strokeWidth: 2 } }} />
      <VictoryLabel text={top} x={55} y={16} style={{ fill: '#c8102e', fontSize: 12, fontWeight: 700, fontFamily: theme.fonts.body }} />
      <VictoryLabel text={bottom} x={55} y={212} style={{ fill: '#2e7dd7', fontSize: 12, fontWeight: 700, fontFamily: theme.fonts.body }} />
    </VictoryChart>
  );
}
