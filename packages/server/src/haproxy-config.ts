import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The HAProxy configuration operators start from (deploy/haproxy.cfg). */
export const HAPROXY_TEMPLATE = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

export interface LocalBalancer {
  /** Where players connect, e.g. 127.0.0.1:8080. */
  readonly bind: string;
  /** The nodes, by name and address (host:port). */
  readonly servers: readonly { readonly name: string; readonly address: string }[];
  /** How often each node's /healthz is checked (HAProxy time, e.g. "1s", "300ms"). */
  readonly inter: string;
  /** A folder for the runtime API socket. */
  readonly socketDir: string;
  /** Where the stats page listens (127.0.0.1:port). */
  readonly stats: string;
}

/**
 * deploy/haproxy.cfg for nodes on one machine (`npm run cluster`, the cluster tests): the lines marked
 * `# @name` are rewritten, everything else is the file operators deploy, so both stay one configuration.
 */
export function renderHaproxyConfig(
  balancer: LocalBalancer,
  template = readFileSync(HAPROXY_TEMPLATE, 'utf8'),
): string {
  const lines = template.split('\n');
  const out: string[] = [];
  let inServers = false;
  for (const line of lines) {
    const marker = /#\s*@(\w+)\s*$/.exec(line)?.[1];
    if (inServers && /^\s+server\s/.test(line)) continue;
    inServers = false;
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    switch (marker) {
      case undefined:
        out.push(line);
        break;
      case 'system':
        // Running as the haproxy user in its chroot needs root to start: not for a trial on one machine.
        break;
      case 'socket':
        out.push(`${indent}stats socket ${balancer.socketDir}/admin.sock mode 600 level admin`);
        break;
      case 'bind':
        out.push(`${indent}bind ${balancer.bind}`);
        break;
      case 'check':
        out.push(`${indent}default-server inter ${balancer.inter} fall 2 rise 2`);
        break;
      case 'servers':
        for (const s of balancer.servers) out.push(`${indent}server ${s.name} ${s.address} check`);
        inServers = true;
        break;
      case 'stats':
        out.push(`${indent}bind ${balancer.stats}`);
        break;
      default:
        throw new Error(`deploy/haproxy.cfg: unknown marker @${marker}`);
    }
  }
  return out.join('\n');
}
