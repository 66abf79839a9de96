import { faults, type FaultName } from './faults';

export interface CliArguments {
  portBase: number;
  fault?: FaultName;
  matrix: boolean;
}

export const usage = 'usage: tsx mock/main.ts [--port-base N] [--fault NAME] [--matrix]';

/** Parses argv (without node and script); a string is the one-line reason it was refused. */
export function parseCliArguments(argv: readonly string[], defaultPortBase: number): CliArguments | string {
  const parsed: CliArguments = { portBase: defaultPortBase, matrix: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--matrix' && inline === undefined) parsed.matrix = true;
    else if (flag === '--port-base') {
      const text = value();
      if (text === undefined || !/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
        return `--port-base needs a port number from 1 to 65535; ${usage}`;
      }
      parsed.portBase = Number(text);
    } else if (flag === '--fault') {
      const name = value();
      const fault = faults.find((entry) => entry.name === name);
      if (!fault) {
        return `unknown fault ${JSON.stringify(name ?? '')}; valid faults: ${faults.map((entry) => entry.name).join(', ')}`;
      }
      parsed.fault = fault.name;
    } else return `unknown argument ${JSON.stringify(argv[i])}; ${usage}`;
  }
  if (parsed.matrix && parsed.fault) return `--matrix runs every fault; it takes no --fault; ${usage}`;
  const listeners = parsed.matrix ? 3 * faults.length : 3;
  if (parsed.portBase + listeners - 1 > 65535) return `--port-base ${parsed.portBase} leaves no room for ${listeners} ports`;
  return parsed;
}
