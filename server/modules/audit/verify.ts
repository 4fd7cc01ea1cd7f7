// What `npm run admin -- verify-audit` prints: every organisation's chain walked, and each broken record by id.
import type { Orm } from '../../db/db.ts';
import { verifyChains } from './chain.ts';

const PROBLEMS = {
  edited: 'was edited (its content no longer matches its hash)',
  'predecessor missing or edited': 'does not follow the record before it (a record before it was deleted or rewritten)',
  'records after it missing': 'is the last one left, but the chain went further (records after it were deleted)',
} as const;

export async function verifyAuditReport(orm: Orm): Promise<{ ok: boolean; text: string }> {
  const { checked, breaks } = await verifyChains(orm);
  if (breaks.length === 0) return { ok: true, text: `audit trail intact: ${checked} records verified` };
  const [first] = breaks;
  const lines = [
    `audit trail BROKEN: first broken record ${first.id} (organisation ${first.orgId}) ${PROBLEMS[first.problem]}`,
    ...breaks.map((found) => `  record ${found.id} (organisation ${found.orgId}) ${PROBLEMS[found.problem]}`),
    `${checked} records checked, ${breaks.length} broken`,
  ];
  return { ok: false, text: lines.join('\n') };
}
