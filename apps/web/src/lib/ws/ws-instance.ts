/**
 * The app's single websocket link, wired to the session store (a login or logout reconnects, so the
 * upgrade carries the current httpOnly cookie: the token is never in the setup frame), the ws store
 * (state, user id, clock) and the auth-failure channel.
 */
import { useEffect, useRef } from 'react';
import { isAuthFailure } from '@kasino/shared/errors/catalogue';
import type { ServerPush } from '@kasino/shared/protocol/ws';
import type { WsTopic, WsTopicPayload } from '@kasino/shared/protocol/ws-topics';
import { queryClient } from '../api/query-client.ts';
import { reportAuthFailure } from '../auth/auth-events.ts';
import { getSession, useSessionStore } from '../auth/token-store.ts';
import { getClientId } from '../random-id.ts';
import { WsClient } from './ws-client.ts';
import { recordClockSample, useWsStore } from './ws-store.ts';

const socketUrl = (): string => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

export const wsClient = new WsClient({
  url: socketUrl,
  setupData: () => ({ clientId: getClientId(), clientType: 'browser' }),
  onStateChange: (state) => {
    const now = Date.now();
    // A new link has no identity until its setup answers.
    if (state === 'disconnect') useWsStore.setState({ state, since: now, lostAt: now, userId: null });
    else if (state === 'connecting') useWsStore.setState({ state, since: now, userId: null });
    else {
      if (state === 'ready' && useWsStore.getState().lostAt !== null) refetchFailed();
      useWsStore.setState({ state, since: now });
    }
  },
  onSetup: (result) => useWsStore.setState({ userId: result.userId ?? null, node: result.node ?? null }),
  onSetupError: (error) => {
    if (isAuthFailure(error.code) && getSession()) {
      // The server refused our token: the REST side would say the same. Log out and continue as a visitor.
      reportAuthFailure('relogin', error.code);
    }
  },
  // Logged out elsewhere (another device revoked this session, the password changed): log out here too.
  onSessionEnded: () => {
    if (getSession()) reportAuthFailure('relogin', 1);
  },
  onClockSample: recordClockSample,
});

/**
 * The link is back after a loss: the network works again, so the screens' requests that failed
 * meanwhile (a list opened offline) are fetched again now, without a tap.
 */
function refetchFailed(): void {
  void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}

let started = false;

/** Starts the link once and follows identity changes. Call at app start. */
export function startWebsocket(): void {
  if (started) return;
  started = true;
  // The browser knows first when the network goes and comes back: act on it at once.
  window.addEventListener('offline', () => {
    useWsStore.setState({ offline: true });
    wsClient.networkLost();
  });
  window.addEventListener('online', () => {
    useWsStore.setState({ offline: false });
    wsClient.networkBack();
  });
  if (navigator.onLine === false) wsClient.networkLost();
  wsClient.start();
  useSessionStore.subscribe((next, previous) => {
    if (next.session !== previous.session) wsClient.restart();
  });
}

/** Subscribes a component to a topic for as long as it is mounted (null topic = nothing); the payload type comes from the topic. */
export function useWsTopic<P extends WsTopic>(
  topic: P | null,
  handler: (data: WsTopicPayload<P>, push: ServerPush<WsTopicPayload<P>>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return;
    return wsClient.subscribe(topic, (data, push) => latest.current(data, push));
  }, [topic]);
}
