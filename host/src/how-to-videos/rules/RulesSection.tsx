import styled from 'styled-components';
import { media, TableScroll, tokens } from '@bb/shared';
import { CardChart, RowOdds } from './CardChart';
import { D20, D6 } from './DiceFace';
import { EXAMPLE_BATTER_CARD, EXAMPLE_PITCHER_CARD, EXAMPLE_ROLL, EXAMPLE_UNITS, OUTCOME_NAMES } from './example-card';

/**
 * "The dice and the cards": how the engine decides a plate appearance (engine/src/dice/roll.ts, layout.ts,
 * cards/odds-ratio.ts, rules/plate-appearance.ts), with the pictures drawn from the engine's own layout of a matchup.
 */
export function RulesSection({ id }: { id: string }) {
  const { white, red, d20 } = EXAMPLE_ROLL;
  const row = red[0] + red[1];
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-testid="rules">
      <h2 id={`${id}-title`}>The dice and the cards</h2>
      <p>
        Every player has a card made from his real season. Each plate appearance is one roll of four dice against two cards: the batter&apos;s and
        the pitcher&apos;s.
      </p>

      <h3>The four dice</h3>
      <DiceRow data-testid="dice-set">
        <Die>
          <D6 value={white} label="the white die" />
          <span>White die: which card and column</span>
        </Die>
        <Die>
          <span>
            <D6 value={red[0]} color="red" label="first red die" /> <D6 value={red[1]} color="red" label="second red die" />
          </span>
          <span>Two red dice: the row (their total, 2 to 12)</span>
        </Die>
        <Die>
          <D20 value={d20} label="the twenty-sided die" />
          <span>d20: settles a split row</span>
        </Die>
      </DiceRow>
      <ul>
        <li>
          <b>White die 1, 2 or 3</b>: read the <b>batter&apos;s card</b>, column 1, 2 or 3. <b>4, 5 or 6</b>: read the <b>pitcher&apos;s card</b>,
          its columns 4, 5 and 6. Each card decides half of the plate appearances.
        </li>
        <li>
          <b>The red dice</b> pick the row, 2 to 12. Middle rows come up most: a 7 six times out of 36, a 2 or a 12 once, so a card puts its most
          frequent results in the middle rows.
        </li>
        <li>
          <b>The d20</b> reads a split row such as <i>GB 1-11, FB 12-20</i>: 1 to 11 is a ground ball, 12 to 20 a fly ball.
        </li>
      </ul>
      <Figure>
        <RowOdds />
      </Figure>

      <h3>How the two cards share the chances</h3>
      <p>
        Two cards × three columns × 36 red-dice combinations × 20 d20 faces make <b>4,320 equal chances</b> for every plate appearance. The
        engine first works out how likely each result is for this batter against this pitcher: each player&apos;s rate compared with his own
        league that season (the odds-ratio method), set in the game&apos;s era, with the park and the batter&apos;s and pitcher&apos;s hands
        taken into account. Then it gives every result its exact share of the 4,320 chances. The batter&apos;s card carries more of what the
        batter brings (a slugger&apos;s home runs), the pitcher&apos;s card more of what the pitcher brings (a strikeout pitcher&apos;s strikeouts);
        the two cards together always add up to the matchup&apos;s chances.
      </p>

      <h3>The result chart</h3>
      <p>Nine results can come off a card. Here is one matchup the engine laid out: a power hitter against an average pitcher.</p>
      <TableBox label="The result chart">
        <table data-testid="result-chart">
          <thead>
            <tr>
              <th scope="col">Result</th>
              <th scope="col">Batter&apos;s card</th>
              <th scope="col">Pitcher&apos;s card</th>
              <th scope="col">Chances of 4,320</th>
            </tr>
          </thead>
          <tbody>
            {OUTCOME_NAMES.map(([code, name], i) => (
              <tr key={code}>
                <th scope="row">
                  <code>{code}</code> {name}
                </th>
                <td>{EXAMPLE_UNITS.batter[i]}</td>
                <td>{EXAMPLE_UNITS.pitcher[i]}</td>
                <td>
                  {EXAMPLE_UNITS.total[i]} ({(((EXAMPLE_UNITS.total[i] ?? 0) / 4320) * 100).toFixed(1)}%)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <Cards>
        <Figure>
          <CardChart title="Batter's card" tone="batter" columnLabels={['1', '2', '3']} columns={EXAMPLE_BATTER_CARD} highlight={{ column: white - 1, row }} />
          <figcaption>The batter&apos;s card: white die 1-3.</figcaption>
        </Figure>
        <Figure>
          <CardChart title="Pitcher's card" tone="pitcher" columnLabels={['4', '5', '6']} columns={EXAMPLE_PITCHER_CARD} />
          <figcaption>The pitcher&apos;s card: white die 4-6.</figcaption>
        </Figure>
      </Cards>

      <h3>An example roll</h3>
      <Walkthrough data-testid="example-roll">
        <li>
          <D6 value={white} size={32} label={`white die ${white}`} /> The white die shows <b>{white}</b>: the batter&apos;s card, column {white}.
        </li>
        <li>
          <D6 value={red[0]} color="red" size={32} label={`red die ${red[0]}`} /> <D6 value={red[1]} color="red" size={32} label={`red die ${red[1]}`} />{' '}
          The red dice make <b>
            {red[0]} + {red[1]} = {row}
          </b>
          : row {row}, which reads <i>{EXAMPLE_BATTER_CARD[white - 1]?.[row - 2]}</i> (ringed on the card above).
        </li>
        <li>
          <D20 value={d20} size={34} label={`d20 ${d20}`} /> The d20 shows <b>{d20}</b>: 12 to 20 is <b>FB</b>, a fly ball out.
        </li>
        <li>
          Another d20 picks the fielder who makes the play, and his error rating (two d20s, a chance in 400) decides whether he drops it. With a
          runner on third and fewer than two outs, one more d20 against the runner&apos;s speed and the outfielder&apos;s arm decides whether he
          tags up and scores.
        </li>
      </Walkthrough>

      <h3>After the card</h3>
      <ul>
        <li>
          <b>Hits</b>: runners move up; whether one takes an extra base (first to third on a single, scoring from first on a double) is a d20
          against his running rating, the outs and the outfielders&apos; arms. A few faces above his number mean he is thrown out.
        </li>
        <li>
          <b>Ground balls</b> with a runner on first and fewer than two outs: a d20 decides the double play; slow batters are doubled up more
          often.
        </li>
        <li>
          <b>Steals, bunts and hit-and-run</b> are settled by their own rolls against the runner&apos;s and batter&apos;s ratings, the
          catcher&apos;s arm and the pitcher&apos;s hold.
        </li>
        <li>
          With the dice projection on, the play screen shows every roll: the white die, the red total and the d20, and the result they read.
        </li>
      </ul>
    </Section>
  );
}

const Section = styled.section`
  scroll-margin-top: 80px;
  h3 {
    margin: ${tokens.spacing.lg} 0 ${tokens.spacing.sm};
  }
  ul {
    padding-left: 1.2em;
  }
  li {
    margin-bottom: ${tokens.spacing.sm};
  }
`;

const DiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.md};
`;

const Die = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.spacing.xs};
  max-width: 150px;
  text-align: center;
  font-size: ${tokens.fontSizes.sm};
`;

const Figure = styled.figure`
  margin: ${tokens.spacing.md} 0;
  figcaption {
    font-size: ${tokens.fontSizes.sm};
    color: ${tokens.colors.textMuted};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  ${media.up('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const TableBox = styled(TableScroll)`
  table {
    border-collapse: collapse;
    font-size: ${tokens.fontSizes.md};
  }
  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${tokens.colors.border};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;

const Walkthrough = styled.ol`
  padding-left: 1.2em;
  li {
    margin-bottom: ${tokens.spacing.md};
  }
  svg {
    vertical-align: middle;
  }
`;
