import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  BOTTOM_BAR_VAR,
  LOBBY_WIDGET_MAX_CARDS,
  Spinner,
  isLoggedIn,
  useAuth,
  useTournamentChanges,
  type AuthRecord,
  tokens,
} from '@bb/shared';
import { useLobbyWidgetStore } from './lobby-widget-store';
import { useDrag } from './use-drag';
import { clampMove, viewportSize } from './keep-in-viewport';
import { widgetSlots } from './widget-slots';
import { TournamentCard } from './TournamentCard';
import { CreateTournamentCard } from './CreateTournamentCard';
import { WIDGET_TEXT } from './strings';

const EDGE = 16;

const Frame = styled.aside<{ $maximized: boolean }>`
  position: fixed;
  right: ${EDGE}px;
  /* Docks above a bottom tab bar (which publishes its height) instead of covering it. */
  bottom: calc(${EDGE}px + var(${BOTTOM_BAR_VAR}, 0px));
  z-index: 25;
  display: flex;
  flex-direction: column;
  width: ${(p) => (p.$maximized ? `min(340px, calc(100vw - ${2 * EDGE}px))` : 'auto')};
  max-width: calc(100vw - ${2 * EDGE}px);
  max-height: calc(100vh - ${2 * EDGE}px - var(${BOTTOM_BAR_VAR}, 0px));
  /* On a phone the open list takes at most two thirds of the screen, so it can be dragged clear of what it covers. */
  @media (max-width: 767px) {
    max-height: min(66vh, calc(100vh - ${2 * EDGE}px - var(${BOTTOM_BAR_VAR}, 0px)));
  }
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  box-shadow: 0 8px 24px rgba(20, 33, 61, 0.28);
  overflow: hidden;
`;

const Handle = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  padding: ${tokens.spacing.sm} ${tokens.spacing.sm} ${tokens.spacing.sm} ${tokens.spacing.md};
  background: ${tokens.colors.headerBackground};
  color: ${tokens.colors.headerText};
  cursor: grab;
  /* Touch drags move the widget instead of scrolling the page. */
  touch-action: none;
  user-select: none;
`;

const Title = styled.h2`
  margin: 0;
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.heading};
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${tokens.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: -3px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.sm};
  padding: ${tokens.spacing.md};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Loader = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens.spacing.lg} 0;
`;

function Chevron({ up }: { up: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The widget (and its fetch) is for a logged-in user with a stored id. */
export function lobbyWidgetUserId(record: AuthRecord | null): string | number | null {
  if (!record || record.isGotdGuestUser === true || !isLoggedIn(record)) return null;
  const id = record.user?.id;
  return id === undefined || id === null || String(id).trim() === '' ? null : id;
}

/** The floating "Tournament(s) Starting Soon" widget, mounted once by the shell's layout. */
/**
 * Room under the page for the minimized widget (its bar, its 16 px margin and a little air), so the
 * last rows of every page can scroll clear of it on a phone instead of hiding behind it.
 */
const Clearance = styled.div`
  flex: none;
  height: 96px;
`;

export function LobbyWidget() {
  const userId = lobbyWidgetUserId(useAuth());
  // The layout keeps it off play screens (app/OffPlayScreens).
  if (userId === null) return null;
  return (
    <>
      <Clearance aria-hidden="true" data-testid="lobby-widget-clearance" />
      <FloatingWidget key={String(userId)} userId={userId} />
    </>
  );
}

function FloatingWidget({ userId }: { userId: string | number }) {
  const frame = useRef<HTMLElement>(null);
  const { minimized, offset, loading, leagues, maximize, minimize, moveTo, dragEnded, load, reset } = useLobbyWidgetStore();
  const drag = useDrag(frame, { offset, onMove: moveTo, onDragEnd: dragEnded });

  // A new user (or a logout) starts from the default: minimized, at home, no leagues.
  useEffect(() => reset, [reset]);

  // Each maximize fetches the current list: loader first, then the cards.
  useEffect(() => {
    if (!minimized) void load(userId);
  }, [minimized, load, userId]);

  // Live counts (`tournament-changed` on the shell's stream): a listed card follows at once; when the list itself may
  // have changed (a card's tournament was deleted, or a new one opened while there is room), an open widget reloads it.
  useTournamentChanges((event) => {
    const outcome = useLobbyWidgetStore.getState().applyChange(event);
    const state = useLobbyWidgetStore.getState();
    if (state.minimized) return;
    const room = state.leagues.length < LOBBY_WIDGET_MAX_CARDS;
    if (outcome === 'removed' || (outcome === 'unknown' && event.status === 'claiming' && room)) void load(userId);
  });

  // Keep the widget inside the viewport when its size or the window changes.
  useLayoutEffect(() => {
    const keepInside = () => {
      const element = frame.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const { width, height } = viewportSize();
      // A widget not laid out yet, or a window with no room at all (a page opening at 1×1 before its real size), has
      // no position worth keeping: moving it then would leave it off its corner once the window has its size.
      if (box.width === 0 || box.height === 0 || width <= 0 || height <= 0) return;
      const { dx, dy } = clampMove(box, 0, 0, width, height);
      if (dx !== 0 || dy !== 0) moveTo({ x: offset.x + dx, y: offset.y + dy });
    };
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [minimized, offset, moveTo, loading, leagues]);

  const moved = offset.x !== 0 || offset.y !== 0;
  const slots = widgetSlots(leagues);

  return (
    <Frame
      ref={frame}
      $maximized={!minimized}
      aria-label={WIDGET_TEXT.title}
      data-testid="lobby-widget"
      data-state={minimized ? 'minimized' : 'maximized'}
      style={moved ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
      onClickCapture={drag.onClickCapture}
    >
      <Handle onPointerDown={drag.onPointerDown} data-testid="lobby-widget-handle">
        <Title>{WIDGET_TEXT.title}</Title>
        <Toggle
          type="button"
          aria-label={minimized ? WIDGET_TEXT.maximize : WIDGET_TEXT.minimize}
          aria-expanded={!minimized}
          onClick={minimized ? maximize : minimize}
        >
          <Chevron up={minimized} />
        </Toggle>
      </Handle>
      {!minimized && (
        <Body>
          {loading ? (
            <Loader>
              <Spinner />
            </Loader>
          ) : (
            slots.map((slot, index) =>
              slot.kind === 'league' ? (
                <TournamentCard key={slot.league.leagueId} league={slot.league} />
              ) : (
                <CreateTournamentCard key={`create-${index}`} emptyState={leagues.length === 0} />
              ),
            )
          )}
        </Body>
      )}
    </Frame>
  );
}
