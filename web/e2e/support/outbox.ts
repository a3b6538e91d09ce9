import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's outbox (`$DATA_DIR/outbox`, one .eml per message) when no SMTP server is set. */
function outboxDir(): string {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR must name the server data directory (scripts/test sets it)');
  return join(dataDir, 'outbox');
}

/** A message's parts with their transfer encodings undone, headers included. */
function decodeMail(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(head)) {
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
      }
      return part;
    })
    .join('\n');
}

/** The newest message of `template` sent to `to`, decoded, or undefined. */
export function lastMail(template: string, to: string): string | undefined {
  const files = readdirSync(outboxDir())
    .filter((name) => name.endsWith(`-${template}.eml`))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = readFileSync(join(outboxDir(), file), 'utf8');
    if (raw.includes(`To: ${to}`) || raw.includes(`<${to}>`)) return decodeMail(raw);
  }
  return undefined;
}

/** The path and query of the first link in `mail` to the page `page` (`unsubscribe`, …). */
export function linkPath(mail: string, page: string): string {
  const match = new RegExp(`https?://[^/\\s]+(/[a-z-]+/${page}\\?token=[A-Za-z0-9_.-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${page} link in the mail:\n${mail}`);
  return match[1];
}

/** Runs `server <args>` against the test server's data directory (SERVER_BIN, as scripts/test sets it). */
export function runServerCommand(...args: string[]): string {
  const binary = process.env.SERVER_BIN;
  if (!binary) throw new Error('SERVER_BIN must name the server binary (scripts/test sets it)');
  return execFileSync(binary, args, { env: process.env, encoding: 'utf8' });
}
