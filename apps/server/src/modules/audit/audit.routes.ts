/**
 * The audit log for operators behind the ops guard: the chain verified (`GET /ops/audit/verify`), a
 * checkpoint on demand, the checkpoints to keep elsewhere, and the latest rows (of one target), as
 * JSON or CSV. Verification is also `npm run audit:verify`, which needs no running server.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CountParam } from '@kasino/shared/protocol/params';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { AuditLog } from './audit.service.ts';
import type { AuditRow } from './audit.rules.ts';

const LogQuery = Type.Object(
  { target: Type.Optional(Type.String({ maxLength: 200 })), limit: Type.Optional(CountParam(10_000)) },
  { additionalProperties: false },
);

const columns: Array<keyof AuditRow> = [
  'id',
  'at',
  'actor',
  'role',
  'action',
  'target',
  'before',
  'after',
  'reason',
  'requestId',
  'ip',
  'prevHash',
  'hash',
];
// A cell that a spreadsheet would run as a formula is written as text (CSV injection).
const cell = (value: unknown): string => {
  const raw = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
export const auditCsv = (rows: readonly AuditRow[]): string =>
  [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\n') + '\n';

export function registerAuditRoutes(app: FastifyInstance, deps: { audit: AuditLog; opsToken: string | null }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(deps.opsToken);
  const tags = ['ops'];
  api.get('/ops/audit/verify', { onRequest, schema: { tags, summary: 'Periksa rantai log audit' } }, async () =>
    ok(await deps.audit.verify()),
  );
  api.post('/ops/audit/checkpoint', { onRequest, schema: { tags, summary: 'Tanda tangani kepala rantai log audit' } }, async () =>
    ok(await deps.audit.checkpoint()),
  );
  api.get(
    '/ops/audit/checkpoints',
    { onRequest, schema: { tags, summary: 'Checkpoint bertanda tangan (untuk disimpan di luar)' } },
    async () => ok({ list: await deps.audit.checkpoints() }),
  );
  api.get('/ops/audit/log', { onRequest, schema: { tags, summary: 'Baris log audit terbaru', querystring: LogQuery } }, async (request) =>
    ok({ list: await deps.audit.latest(request.query.limit ?? 100, request.query.target) }),
  );
  api.get(
    '/ops/audit/log.csv',
    { onRequest, schema: { tags, summary: 'Log audit (CSV)', querystring: LogQuery } },
    async (request, reply) => {
      const rows = await deps.audit.latest(request.query.limit ?? 10_000, request.query.target);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(auditCsv(rows));
    },
  );
}
