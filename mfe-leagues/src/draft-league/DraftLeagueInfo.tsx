import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  DRAFT_MODE_LABELS,
  PageTitle,
  TableScroll,
  formatEtDateTime,
  toast,
  type DraftRoom,
  useCountdown,
  tokens,
} from '@bb/shared';
import { draftPaths, SmallButton, Stack, TextLink, Toolbar, TwoColumns } from '../league-core';
import { draftMessages } from './messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px ${tokens.spacing.md};
  margin: 0;
  dt {
    color: ${tokens.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Big = styled.p`
  font: 700 ${tokens.fontSizes.xxl} ${tokens.fonts.mono};
  margin: 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 6px 4px;
    border-bottom: 1px solid ${tokens.colors.border};
  }
`;

const LinkBox = styled.input`
  width: 100%;
  min-height: 40px;
  font: inherit;
`;

/** The invitation link as an absolute address, and a copy button (the commissioner's). */
function InviteLink({ path }: { path: string }) {
  const t = draftMessages.useT();
  const url = typeof window !== 'undefined' ? new URL(path, window.location.origin).toString() : path;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('home.copied'));
    } catch {
      // No clipboard (insecure page, old browser): the field is selected for a manual copy.
      document.getElementById('invite-link')?.focus();
    }
  };
  return (
    <Stack>
      <label htmlFor="invite-link">{t('home.invite')}</label>
      <LinkBox id="invite-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <div>
        <SmallButton onClick={() => void copy()}>{t('home.copy')}</SmallButton>
      </div>
    </Stack>
  );
}

/** Before and while drafting: league info, the countdown to draftHeldAt, teams and managers, the invitation link. */
export function DraftLeagueInfo({ room }: { room: DraftRoom }) {
  const t = draftMessages.useT();
  const countdown = useCountdown(room.status === 'scheduled' ? room.draftHeldAt : null, { serverNow: room.now }).text;
  return (
    <Stack>
      <header>
        <PageTitle>{room.name}</PageTitle>
        <Toolbar>
          <span>{t(`status.${room.status}`)}</span>
          <span>·</span>
          <span>{room.isPrivate ? t('private') : t('public')}</span>
          <TextLink to={draftPaths.list()}>{t('home.backToLeagues')}</TextLink>
        </Toolbar>
      </header>
      {room.status === 'scheduled' ? (
        <Card aria-label={t('home.countdown')}>
          <p style={{ margin: 0 }}>{t('home.countdown')}</p>
          <Big role="timer">{countdown}</Big>
        </Card>
      ) : null}
      <div>
        <Button as={Link} to={draftPaths.liveDraft(room.leagueId)}>
          {t('home.enterRoom')}
        </Button>
      </div>
      <TwoColumns>
        <Card aria-label={t('home.info')}>
          <h2>{t('home.info')}</h2>
          <Facts>
            <dt>{t('home.draftHeldAt')}</dt>
            <dd>{formatEtDateTime(room.draftHeldAt)}</dd>
            <dt>{t('home.gamesBeginAt')}</dt>
            <dd>{formatEtDateTime(room.gamesBeginAt)}</dd>
            <dt>{t('home.mode')}</dt>
            <dd>{DRAFT_MODE_LABELS[room.mode]}</dd>
            <dt>{t('home.rounds')}</dt>
            <dd>{room.rounds}</dd>
            <dt>{t('home.pickSeconds')}</dt>
            <dd>{room.pickSeconds}</dd>
            <dt>{t('home.maxPlayers')}</dt>
            <dd>{room.maxPlayers}</dd>
            <dt>{t('home.dh')}</dt>
            <dd>{t(`home.dhValue.${room.dh}`)}</dd>
            <dt>{t('home.usage')}</dt>
            <dd>{room.usageLimit === 0 ? t('home.noLimit') : `${room.usageLimit}%`}</dd>
            <dt>{t('home.eligible')}</dt>
            <dd>
              {room.eligible.years.join(', ')} · {room.eligible.leagues.join(', ')}
            </dd>
          </Facts>
        </Card>
        <Card aria-label={t('home.teams')}>
          <h2>{t('home.teams')}</h2>
          <TableScroll label={t('home.teams')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('home.team')}</th>
                  <th scope="col">{t('home.manager')}</th>
                  <th scope="col">{t('home.players')}</th>
                </tr>
              </thead>
              <tbody>
                {room.teams.map((team) => (
                  <tr key={team.index}>
                    <td>
                      {team.city} {team.nickname}
                      {room.myTeam === team.index ? ` (${t('myTeam')})` : ''}
                    </td>
                    <td>
                      {team.manager === 'computer' ? t('home.computer') : team.managerName || t('home.open')}
                      {team.online ? ` · ${t('home.online')}` : ''}
                    </td>
                    <td>{team.players}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </Card>
      </TwoColumns>
      {room.isCommissioner && room.inviteLink ? (
        <Card>
          <InviteLink path={room.inviteLink} />
        </Card>
      ) : null}
    </Stack>
  );
}
