import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mails in `<dataDir>/outbox`, newest first. */
export function mailsIn(outbox: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'));
}

/** The code of the newest reset link mailed to `to`, once the server has written it. */
export async function mailedResetCode(outbox: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = mailsIn(outbox).filter((m) => m.includes(`To: ${to}`));
    const link = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(mails[0] ?? '');
    if (link) return link[1];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reset mail to ${to}`);
}
