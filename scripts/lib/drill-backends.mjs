// Which API instance each database backend of a drill's database serves: PostgreSQL's
// pg_stat_activity gives a backend's client port, and `ss` the process behind that port, one of
// the instances' pids. A fault drill uses it to kill the instance that holds a transaction open,
// and to say which instance committed what.
import { execFileSync } from 'node:child_process';

/** The process behind each local port connected to the database server's port, from `ss`. */
function clientPortOwners(serverPort) {
  const owners = new Map();
  const lines = execFileSync('ss', ['-tnpH', `dport = :${serverPort}`], { encoding: 'utf8' });
  for (const line of lines.split('\n')) {
    const match = /:(\d+)\s+\S+\s+users:\(\("[^"]*",pid=(\d+)/.exec(line);
    if (match) owners.set(Number(match[1]), Number(match[2]));
  }
  return owners;
}

/**
 * The backends of the database `rows` reads, as they are seen: `instanceOfBackend` maps a
 * backend's pid to its instance (the index of its pid in `instancePids`), kept after the backend
 * has gone; `look()` maps the backends there now.
 * @param {{ rows: (sql: string) => Promise<any[]>, serverPort: number, instancePids: number[] }} database
 */
export function drillBackends({ rows, serverPort, instancePids }) {
  const instanceOfBackend = new Map();
  async function look() {
    const found = await rows(
      `SELECT pid, client_port FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND client_port IS NOT NULL`,
    );
    const owners = clientPortOwners(serverPort);
    for (const backend of found) {
      const instance = instancePids.indexOf(owners.get(backend.client_port));
      if (instance >= 0) instanceOfBackend.set(backend.pid, instance);
    }
  }

  /**
   * The backends with a transaction open: each with its instance (-1: neither), its last statement
   * and how it looks (state, wait, the statement's start).
   */
  async function openTransactions() {
    const found = await rows(
      `SELECT pid, state, wait_event_type, regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND client_port IS NOT NULL
         AND xact_start IS NOT NULL`,
    );
    if (found.some((backend) => !instanceOfBackend.has(backend.pid))) await look();
    return found.map((backend) => ({
      pid: backend.pid,
      instance: instanceOfBackend.get(backend.pid) ?? -1,
      query: backend.query,
      shown: `${backend.state}${backend.wait_event_type ? ` (waiting: ${backend.wait_event_type})` : ''}, ${backend.query.slice(0, 70)}…`,
    }));
  }

  return { instanceOfBackend, look, openTransactions };
}
