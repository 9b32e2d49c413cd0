import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, PageTitle, Spinner, notifyError, type GameTeamRef, useApiQuery, useFirstAnswer, paths } from '@bb/shared';
import { createGame, fetchDefaults, fetchYears, gameKeys } from '../game-api/games-api';
import { setupMessages } from './setup-messages';
import { Actions, Columns, Fieldset, Stack } from '../game-ui/form-styles';
import { TeamChooser } from '../game-ui/TeamChooser';
import { GamePage } from '../game-ui/tables';

type Dh = 'auto' | 'on' | 'off';

/** Step 1 of /game/single: both teams, the side the user manages, DH and day/night; creates the game. */
export function NewGamePage() {
  const t = setupMessages.useT();
  const navigate = useNavigate();
  const [away, setAway] = useState<GameTeamRef>({ teamId: '', year: 0 });
  const [home, setHome] = useState<GameTeamRef>({ teamId: '', year: 0 });
  const [userSide, setUserSide] = useState<'home' | 'away'>('home');
  const [dh, setDh] = useState<Dh>('auto');
  const [dayNight, setDayNight] = useState<'day' | 'night'>('day');
  const [creating, setCreating] = useState(false);

  const yearList = useApiQuery(gameKeys.years(), (signal) => fetchYears(signal), { onError: notifyError });
  const defaults = useApiQuery(gameKeys.defaults(), (signal) => fetchDefaults(signal), { onError: notifyError });
  // A failure leaves the choosers empty; the defaults fill the form once, the user edits it from there.
  const failed = yearList.error !== undefined || defaults.error !== undefined;
  const filled = useFirstAnswer(defaults.data, 'form', (answer) => {
    setAway(answer.away);
    setHome(answer.home);
    setUserSide(answer.userSide);
    setDayNight(answer.dayNight);
  });
  const years = failed ? [] : yearList.data && filled ? yearList.data : null;

  const ready = away.teamId !== '' && home.teamId !== '' && !creating;
  const start = async () => {
    setCreating(true);
    try {
      const { game } = await createGame({ away, home, userSide, dayNight, dh: dh === 'auto' ? 'auto' : dh === 'on' });
      navigate(paths.singleGame.setup(game.id));
    } catch (err) {
      notifyError(err);
      setCreating(false);
    }
  };

  return (
    <GamePage>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('intro')}</p>
      {years === null ? (
        <Spinner label={t('loading')} />
      ) : (
        <Stack>
          <Columns>
            <TeamChooser label={t('away')} years={years} value={away} onChange={setAway} />
            <TeamChooser label={t('home')} years={years} value={home} onChange={setHome} />
          </Columns>
          <Card>
            <Stack>
              <Fieldset>
                <legend>{t('youManage')}</legend>
                {(['home', 'away'] as const).map((side) => (
                  <label key={side}>
                    <input type="radio" name="userSide" checked={userSide === side} onChange={() => setUserSide(side)} />
                    {side === 'home' ? t('manageHome') : t('manageAway')}
                  </label>
                ))}
              </Fieldset>
              <Fieldset>
                <legend>{t('dh')}</legend>
                {(['auto', 'on', 'off'] as const).map((value) => (
                  <label key={value}>
                    <input type="radio" name="dh" checked={dh === value} onChange={() => setDh(value)} />
                    {value === 'auto' ? t('dhAuto') : value === 'on' ? t('dhOn') : t('dhOff')}
                  </label>
                ))}
              </Fieldset>
              <Fieldset>
                <legend>{t('dayNight')}</legend>
                {(['day', 'night'] as const).map((value) => (
                  <label key={value}>
                    <input type="radio" name="dayNight" checked={dayNight === value} onChange={() => setDayNight(value)} />
                    {value === 'day' ? t('day') : t('night')}
                  </label>
                ))}
              </Fieldset>
            </Stack>
          </Card>
          <Actions>
            <Button onClick={start} disabled={!ready}>
              {creating ? t('creating') : t('next')}
            </Button>
          </Actions>
        </Stack>
      )}
    </GamePage>
  );
}
