import styled from 'styled-components';
import { media, type LeaderboardRow, type LeaderboardSubTab, tokens } from '@bb/shared';
import { COLUMNS, cellText, mainStatText } from './board-config';
import { leaderboardMessages } from './leaderboard-messages';
import { SkeletonBlock } from './skeleton';

const Stage = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${tokens.spacing.md} 0 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: end;
  gap: ${tokens.spacing.sm};
  ${media.up('tablet')} {
    gap: ${tokens.spacing.lg};
    max-width: 720px;
    margin: 0 auto;
  }
`;

const HEIGHTS = { 1: '168px', 2: '136px', 3: '120px' } as const;
const MEDALS = { 1: '#f5c542', 2: '#c0c7d2', 3: '#d08b4a' } as const;

const Step = styled.li<{ $place: 1 | 2 | 3 }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.spacing.xs};
  min-height: ${(p) => HEIGHTS[p.$place]};
  padding: ${tokens.spacing.sm};
  border-radius: ${tokens.radii.lg} ${tokens.radii.lg} ${tokens.radii.sm} ${tokens.radii.sm};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.border};
  border-top: 4px solid ${(p) => MEDALS[p.$place]};
  text-align: center;
  min-width: 0;
`;

const Medal = styled.span<{ $place: 1 | 2 | 3 }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${(p) => MEDALS[p.$place]};
  color: #14213d;
  font: 700 ${tokens.fontSizes.md} ${tokens.fonts.heading};
`;

const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  color: ${tokens.colors.text};
`;

const MainStat = styled.span`
  font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.heading};
  color: ${tokens.colors.primary};
  ${media.up('tablet')} {
    font-size: ${tokens.fontSizes.xxl};
  }
`;

const Further = styled.dl`
  margin: 0;
  display: grid;
  gap: 2px;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
  dt, dd { display: inline; margin: 0; }
  dd { color: ${tokens.colors.text}; font-weight: 600; margin-left: 4px; }
`;

const Empty = styled.div`
  padding: ${tokens.spacing.xl} ${tokens.spacing.md};
  text-align: center;
  h2 { margin: 0 0 ${tokens.spacing.sm}; font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.heading}; color: ${tokens.colors.text}; }
  p { margin: 0; color: ${tokens.colors.textMuted}; }
`;

const ORDINAL = { 1: '1st', 2: '2nd', 3: '3rd' } as const;
/** 2nd left, 1st middle, 3rd right. */
const STAGE_ORDER = [2, 1, 3] as const;

export function Podium({ rows, subTab, loading }: { rows: LeaderboardRow[]; subTab: LeaderboardSubTab; loading: boolean }) {
  const t = leaderboardMessages.useT();
  if (loading) {
    return (
      <Stage aria-label={t('podium')} aria-busy="true">
        {STAGE_ORDER.map((place) => (
          <Step key={place} $place={place} data-testid="podium-skeleton">
            <SkeletonBlock $width="32px" $height="32px" />
            <SkeletonBlock $width="70%" />
            <SkeletonBlock $width="50%" $height="28px" />
          </Step>
        ))}
      </Stage>
    );
  }
  if (rows.length === 0) {
    return (
      <Empty>
        <h2>{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
      </Empty>
    );
  }
  const further = COLUMNS[subTab].slice(1);
  return (
    <Stage aria-label={t('podium')}>
      {STAGE_ORDER.map((place) => {
        const row = rows[place - 1];
        if (!row) return <li key={place} aria-hidden="true" />;
        return (
          <Step key={place} $place={place} data-testid={`podium-${place}`} aria-label={t('place', { place: ORDINAL[place] })}>
            <Medal $place={place}>{place}</Medal>
            <Name title={row.username}>{row.username}</Name>
            <MainStat>{mainStatText(row, subTab)}</MainStat>
            <Further>
              {further.map((column) => (
                <div key={column}>
                  <dt>{t(`columns.${column}`)}</dt>
                  <dd>{cellText(row, column)}</dd>
                </div>
              ))}
            </Further>
          </Step>
        );
      })}
    </Stage>
  );
}
