// Runs the Firebase Auth emulator for auth-emulator.mjs, in a session of its own, and asks it to
// stop exactly once: when its starter closes this process's stdin, or goes away in any manner
// (the pipe then closes too). The emulator exports its accounts only when it is asked once:
// a second signal, or a SIGHUP beside the SIGINT (a terminal closing), makes it quit without
// writing them, and a terminal's Ctrl-C (or hang-up) reaches every process of its group.
//
//   node auth-emulator-guard.mjs <firebase> <its arguments…>
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const emulator = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });

// The starter reads our output while it runs; once it has gone, writing fails, which must not
// stop us (nor the emulator, which would die of a broken pipe mid-export if it wrote there).
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
emulator.stdout.on('data', (chunk) => process.stdout.write(chunk));
emulator.stderr.on('data', (chunk) => process.stderr.write(chunk));

let asked = false;
function stop() {
  if (asked || emulator.exitCode !== null) return;
  asked = true;
  emulator.kill('SIGINT');
}
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);

emulator.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
