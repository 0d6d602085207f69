import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** What a process listens on, read from Linux's /proc (no `ss` or `lsof` needed). */
export interface Listeners {
  /** TCP ports in LISTEN state, IPv4 and IPv6, e.g. [41877]. */
  tcpPorts: number[];
  /** Paths of listening Unix sockets, e.g. ["/tmp/czeus-api-data-x/socket/.s.PGSQL.5432"]. */
  unixPaths: string[];
}

/** TCP state 0A is LISTEN (include/net/tcp_states.h). */
const TCP_LISTEN = '0A';
/** __SO_ACCEPTCON in /proc/net/unix's Flags: the socket accepts connections. */
const UNIX_ACCEPTS = 0x10000;

export function listenersOf(pid: number): Listeners {
  const inodes = socketInodes(pid);
  const tcpPorts = ['tcp', 'tcp6'].flatMap((file) =>
    table(`/proc/${pid}/net/${file}`)
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode …
      .filter((f) => f[3] === TCP_LISTEN && inodes.has(f[9]))
      .map((f) => parseInt(f[1].split(':')[1], 16)),
  );
  const unixPaths = table(`/proc/${pid}/net/unix`)
    // Num RefCount Protocol Flags Type St Inode Path
    .filter((f) => (parseInt(f[3], 16) & UNIX_ACCEPTS) !== 0 && inodes.has(f[6]))
    .map((f) => f[7] ?? '(unnamed)');
  return { tcpPorts, unixPaths };
}

/** The inodes of the sockets the process holds open: its fds that link to "socket:[inode]". */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const found = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (found) inodes.add(found[1]);
    } catch {
      // closed between the listing and the read
    }
  }
  return inodes;
}

function table(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/));
}
