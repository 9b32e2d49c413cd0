import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, H2H_MESSAGES, Spinner, notifyError, toast, type GameSideName, type GameTeamRef, useApiQuery, useFirstAnswer } from '@bb/shared';
import { fetchDefaults, fetchYears, gameKeys } from '../game-api/games-api';
import { Actions, Columns, Fieldset, Stack } from '../game-ui/form-styles';
import { TeamChooser } from '../game-ui/TeamChooser';
import { h2hApi } from './h2h-api';
import { gamePath } from './h2h-format';
import { h2hMessages } from './h2h-messages';
import { NO_OPPONENT, OpponentPicker, choiceReady, opponentOf, type OpponentChoice } from './OpponentPicker';

/** The invitation: any two team-seasons, the inviter's side, the opponent (or a link) and spectators; creates the game. */
export function InviteForm() {
  const t = h2hMessages.useT();
  const navigate = useNavigate();
  const [away, setAway] = useState<GameTeamRef>({ teamId: '', year: 0 });
  const [home, setHome] = useState<GameTeamRef>({ teamId: '', year: 0 });
  const [side, setSide] = useState<GameSideName>('home');
  const [choice, setChoice] = useState<OpponentChoice>(NO_OPPONENT);
  const [spectators, setSpectators] = useState(true);
  const [sending, setSending] = useState(false);

  const yearList = useApiQuery(gameKeys.years(), (signal) => fetchYears(signal), { onError: notifyError });
  const defaults = useApiQuery(gameKeys.defaults(), (signal) => fetchDefaults(signal), { onError: notifyError });
  // A failure leaves the choosers empty; the defaults fill the form once, the user edits it from there.
  const failed = yearList.error !== undefined || defaults.error !== undefined;
  const filled = useFirstAnswer(defaults.data, 'form', (answer) => {
    setAway(answer.away);
    setHome(answer.home);
    setSide(answer.userSide);
  });
  const years = failed ? [] : yearList.data && filled ? yearList.data : null;

  const ready = away.teamId !== '' && home.teamId !== '' && choiceReady(choice) && !sending;
  const send = async () => {
    setSending(true);
    try {
      const opponent = opponentOf(choice);
      const answer = await h2hApi.create({ away, home, side, ...(opponent ? { opponent } : {}), spectators });
      toast.success(answer.message || H2H_MESSAGES.invited);
      navigate(gamePath(answer.gameId));
    } catch (err) {
      notifyError(err);
      setSending(false);
    }
  };

  if (years === null) return <Spinner label={t('loading')} />;
  return (
    <Stack>
      <Columns>
        <TeamChooser label={t('away')} years={years} value={away} onChange={setAway} />
        <TeamChooser label={t('home')} years={years} value={home} onChange={setHome} />
      </Columns>
      <Card>
        <Stack>
          <Fieldset>
            <legend>{t('youPlay')}</legend>
            {(['away', 'home'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name="h2h-side" checked={side === value} onChange={() => setSide(value)} />
                {value === 'away' ? t('playAway') : t('playHome')}
              </label>
            ))}
          </Fieldset>
          <OpponentPicker value={choice} onChange={setChoice} />
          <Fieldset>
            <label>
              <input type="checkbox" checked={spectators} onChange={(event) => setSpectators(event.target.checked)} />
              {t('allowSpectators')}
            </label>
          </Fieldset>
        </Stack>
      </Card>
      <Actions>
        <Button onClick={send} disabled={!ready}>
          {sending ? t('sending') : choice.mode === 'link' ? t('createLink') : t('send')}
        </Button>
      </Actions>
    </Stack>
  );
}
