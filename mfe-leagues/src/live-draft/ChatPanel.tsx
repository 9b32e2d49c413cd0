import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DRAFT_CHAT_MAX,
  DRAFT_MESSAGES,
  formatEtDateTime,
  type DraftChatMessage,
  type DraftRoom,
  FieldError,
  Inline,
  tokens,
} from '@bb/shared';
import { Notice, SmallButton } from '../league-core';
import { liveDraftMessages } from './messages';
import { teamLabel } from './room-model';

const Log = styled.ol`
  list-style: none;
  margin: 0 0 ${tokens.spacing.sm};
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;
  li {
    padding: 4px 0;
    border-bottom: 1px solid ${tokens.colors.border};
  }
  small {
    color: ${tokens.colors.textMuted};
  }
`;

/** The league's chat during the draft: the messages (live from the stream) and, for members, a box to write. */
export function ChatPanel({ room, messages, onSend }: { room: DraftRoom; messages: DraftChatMessage[]; onSend: (text: string) => Promise<boolean> }) {
  const t = liveDraftMessages.useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const member = room.myTeam !== null || room.isCommissioner;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!text.trim()) return setError(DRAFT_MESSAGES.chatEmpty);
    setSending(true);
    if (await onSend(text.trim())) setText('');
    setSending(false);
  };
  return (
    <section aria-label={t('chat.title')}>
      <h3>{t('chat.title')}</h3>
      {messages.length === 0 ? (
        <Notice>{t('chat.empty')}</Notice>
      ) : (
        <Log role="log" aria-label={t('chat.title')}>
          {messages.map((m) => (
            <li key={m.id}>
              <strong>{m.username}</strong>
              {m.team !== null ? <small> · {teamLabel(room, m.team)}</small> : null}: {m.text} <small>{formatEtDateTime(m.at)}</small>
            </li>
          ))}
        </Log>
      )}
      {member ? (
        <form onSubmit={(e) => void send(e)} noValidate>
          <Inline>
            <label>
              {t('chat.message')}{' '}
              <input
                type="text"
                value={text}
                maxLength={DRAFT_CHAT_MAX}
                aria-describedby={error ? 'chat-error' : undefined}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(undefined);
                }}
              />
            </label>
            <SmallButton disabled={sending} onClick={(e) => void send(e)}>
              {t('chat.send')}
            </SmallButton>
          </Inline>
          <FieldError id="chat-error" message={error} />
        </form>
      ) : (
        <Notice>{t('chat.readOnly')}</Notice>
      )}
    </section>
  );
}
