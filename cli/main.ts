#!/usr/bin/env node
import { suiteVersion } from '../reporters/suite-version';
import { COMMANDS, runCommand } from './commands';
import { BIN, commandHelp, mainHelp } from './help';

/** `crypto-ramp-conformance <command>`: the one entry of the package, and of this repository's npm scripts. */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const asked = COMMANDS.find((command) => command.name === rest[0]);
    process.stdout.write(asked ? commandHelp(asked) : mainHelp(suiteVersion()));
    return 0;
  }
  if (name === '--version') {
    console.log(suiteVersion());
    return 0;
  }
  const command = COMMANDS.find((entry) => entry.name === name);
  if (!command) {
    console.error(
      `${BIN}: unknown command ${JSON.stringify(name)}; commands: ${COMMANDS.map((entry) => entry.name).join(', ')}`,
    );
    return 2;
  }
  // `--help` anywhere before a `--` (after it, options are Playwright's).
  const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (own.includes('--help') || own.includes('-h')) {
    process.stdout.write(commandHelp(command));
    return 0;
  }
  return runCommand(command, rest);
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
