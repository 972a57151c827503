/**
 * Whether an error means the database cannot be reached right now (refused or dropped connection,
 * server shutting down or starting up), as opposed to a bug. Those answer 503 with a clear message
 * and go away by themselves when the database returns: `pg` reconnects on the next query.
 */
export function isDatabaseOutage(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (outageCodes.has(code) || code.startsWith('08'))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && outageMessages.some((m) => message.includes(m))) return true;
  }
  return false;
}

// Node socket errors, and PostgreSQL's admin shutdown / cannot connect now (class 08 is
// "connection exception").
const outageCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const outageMessages = ['Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error'];
