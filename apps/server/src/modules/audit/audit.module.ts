/**
 * Audit module (issue 35): the append-only, hash-chained record of what staff and machines did, which
 * other modules write in the unit of the change they make (`AuditLog.record(tx, by, change)`); the
 * chain head signed every hour by the leader and on demand; the ops routes to verify and export it.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { auditKeys } from './audit.keys.ts';
import { AuditRepository } from './audit.repository.ts';
import { registerAuditRoutes } from './audit.routes.ts';
import { AuditLog } from './audit.service.ts';

export const AUDIT_CHECKPOINT_EVERY_MS = 3_600_000;

export function auditModule(
  ctx: ModuleContext<{ readonly signingKey: string; readonly opsToken: string | null }>,
): BuiltModule<{ audit: AuditLog }> {
  const { config, database, now } = ctx;
  const audit = new AuditLog(new AuditRepository(database.db, database.dialect), auditKeys(config.signingKey), now);
  return {
    services: { audit },
    manifest: {
      name: 'audit',
      opsRoutes: (app) => registerAuditRoutes(app, { audit, opsToken: config.opsToken }),
      jobs: [
        {
          name: 'audit.checkpoint',
          everyMs: AUDIT_CHECKPOINT_EVERY_MS,
          scope: 'leaderOnly',
          run: () => audit.checkpoint(),
        },
      ],
    },
  };
}
