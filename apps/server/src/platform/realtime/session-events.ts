/**
 * "A session of this user ended": published on the event bus (Redis across nodes) after a logout,
 * a password change or a revoke, so every node's gateway re-checks that user's open links at once
 * instead of letting them keep an identity the database no longer grants.
 * The path is outside `/ws/`: no client can subscribe to it (topicAccess knows no such topic).
 */
export const SESSIONS_CHANGED = 'internal/sessions-changed';

export interface SessionsChanged {
  readonly userId: number;
}
