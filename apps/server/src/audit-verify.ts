/**
 * `npm run audit:verify`: checks the audit log's chain and its signed checkpoints in the database the
 * configuration names (DATABASE_URL, or the embedded SQLite file), with AUDIT_SIGNING_KEY, without a
 * running server. Prints what it checked, or the first row or checkpoint that does not hold, and
 * exits 1 then (2 on a configuration problem).
 */
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { auditKeys } from './modules/audit/audit.keys.ts';
import { AuditRepository } from './modules/audit/audit.repository.ts';
import { AuditLog } from './modules/audit/audit.service.ts';
import { describeBreak } from './modules/audit/audit.rules.ts';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const handle = openDatabase(config.database);
  try {
    const audit = new AuditLog(new AuditRepository(handle.db, handle.dialect), auditKeys(config.auditSigningKey));
    const result = await audit.verify();
    if (result.broken) {
      console.error(`Log audit RUSAK: ${describeBreak(result.broken)} (${result.rows} baris dibaca)`);
      return 1;
    }
    console.log(`Log audit utuh: ${result.rows} baris, ${result.checkpoints} checkpoint bertanda tangan sah`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Pemeriksaan log audit gagal:', error);
    process.exit(1);
  },
);
