import { COMMANDS, SELF_TEST_VARIABLES, type Command } from './commands';
import { EXIT_CODES } from './exit-codes';
import { documentedVariables } from './variables';

export const BIN = 'crypto-ramp-conformance';

const WIDTH = 120;

/** Two columns, the right one wrapped at word boundaries to fit WIDTH. */
function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  const room = WIDTH - width - 4;
  return rows.flatMap(([left, right]) => {
    const lines = [''];
    for (const word of right.split(' ')) {
      if (lines.at(-1)!.length && lines.at(-1)!.length + 1 + word.length > room) lines.push('');
      lines[lines.length - 1] += `${lines.at(-1)!.length ? ' ' : ''}${word}`;
    }
    return lines.map((line, i) => `  ${(i ? '' : left).padEnd(width)}  ${line}`);
  });
}

const exitCodes = () => ['exit codes:', ...table(EXIT_CODES.map(({ code, meaning }) => [String(code), meaning]))];

export function mainHelp(version: string): string {
  return [
    `${BIN} ${version}: the conformance suite of the crypto buy-and-sell service, with its reference mock`,
    '',
    `usage: ${BIN} <command> [options]      ${BIN} <command> --help: its options and the variables it reads`,
    '',
    'commands:',
    ...table(COMMANDS.map((command) => [command.name, command.summary])),
    '',
    'Variables come from the environment and from ./.env (set variables win); `run --help` lists them.',
    ...exitCodes(),
    '',
  ].join('\n');
}

export function commandHelp(command: Command): string {
  const matches = (name: string) => command.variables.some((pattern) => (typeof pattern === 'string' ? pattern === name : pattern.test(name)));
  const variables = documentedVariables().filter(({ name }) => matches(name) && !SELF_TEST_VARIABLES.includes(name));
  const options = command.options.map((option): [string, string] => [`--${option.name}${option.value ? ` ${option.value}` : ''}`, option.text]);
  return [
    `usage: ${BIN} ${command.usage}`,
    '',
    `${command.summary[0].toUpperCase()}${command.summary.slice(1)}.`,
    '',
    'options:',
    ...table([...options, ['--help', 'this text']]),
    ...(variables.length
      ? ['', 'variables (from the environment or ./.env; an option wins over its variable):', ...table(variables.map(({ name, example, text }) => [name, example ? `${text} Default: ${example}.` : text]))]
      : []),
    '',
    ...exitCodes(),
    '',
  ].join('\n');
}
