import { spawnSync } from 'node:child_process';
import { ROOT } from './config';
import { log } from './log';

/** Runs a command in the repository root with its output on the terminal; throws when it fails. */
export function runCommand(command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): void {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}
