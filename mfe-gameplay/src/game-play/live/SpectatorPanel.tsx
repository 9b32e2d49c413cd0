import { useState } from 'react';
import styled from 'styled-components';
import { Button, notifyError, type H2HGameInfo, type H2HUserRef, tokens } from '@bb/shared';
import { headToHeadLiveApi } from '../../game-api/head-to-head-live-api';
import { liveMessages } from './live-messages';

const Names = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0 0 ${tokens.spacing.sm};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.spacing.sm};
  }
`;
const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-weight: 600;
`;
const Heading = styled.h3`
  margin: ${tokens.spacing.sm} 0 4px;
  font-size: ${tokens.fontSizes.md};
`;

export interface SpectatorPanelProps {
  gameId: string;
  info: H2HGameInfo;
  /** The server's answer to a change (the block after it). */
  onChange(info: H2HGameInfo): void;
}

/**
 * Everyone sees how many watch; the owner also sees who, blocks and unblocks them, and opens or closes
 * the game to spectators. Each change is one request; the answer's block replaces the shown one.
 */
export function SpectatorPanel({ gameId, info, onChange }: SpectatorPanelProps) {
  const t = liveMessages.useT();
  const [busy, setBusy] = useState(false);
  const change = async (call: () => Promise<{ headToHead: H2HGameInfo }>) => {
    setBusy(true);
    try {
      onChange((await call()).headToHead);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const people = (list: H2HUserRef[], empty: string, action: 'block' | 'unblock') =>
    list.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <Names>
        {list.map((user) => (
          <li key={user.userId}>
            <span>{user.username}</span>
            <Button
              $variant="secondary"
              disabled={busy}
              aria-label={t(action === 'block' ? 'spectators.blockName' : 'spectators.unblockName', { name: user.username })}
              onClick={() => void change(() => headToHeadLiveApi[action](gameId, user.userId))}
            >
              {t(`spectators.${action}`)}
            </Button>
          </li>
        ))}
      </Names>
    );
  return (
    <section aria-label={t('spectators.title')} data-testid="h2h-spectators">
      <p data-testid="spectator-count">{t('spectators.count', { count: info.spectators })}</p>
      {info.isOwner && (
        <>
          <Toggle>
            <input
              type="checkbox"
              checked={info.spectatorsAllowed}
              disabled={busy}
              onChange={(e) => void change(() => headToHeadLiveApi.setSpectatorsAllowed(gameId, e.target.checked))}
            />
            {t('spectators.allow')}
          </Toggle>
          <Heading>{t('spectators.watching')}</Heading>
          {people(info.watching, t('spectators.nobodyWatching'), 'block')}
          <Heading>{t('spectators.blocked')}</Heading>
          {people(info.blocked, t('spectators.nobodyBlocked'), 'unblock')}
        </>
      )}
    </section>
  );
}
