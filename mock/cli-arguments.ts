import { faults, type FaultName } from './faults';
import { mockReadingOf, otherReadings, type MockReading } from './readings';
import { realServiceDeviations } from './real-service';
import { orderVolumeNames, orderVolumeOf, type OrderVolume } from './order-volumes';

/** The valid names, for a line that refuses another. */
const namesOf = (rows: readonly { name: string }[]) => rows.map((row) => row.name).join(', ');

export interface CliArguments {
  portBase: number;
  /** The faults to turn on (`--fault`, repeatable). */
  faults: FaultName[];
  /**
   * The real service's shapes (`--real-service`: all; `--real-service=NAME`, repeatable: those; mock/real-service.ts).
   */
  realService: boolean | string[];
  /** Readings of open choices, one per row at most. */
  readings: MockReading[];
  /** The order history of each environment (`--data`, mock/order-volumes.ts). */
  orderVolume: OrderVolume;
  /** 'faults': one instance per fault; 'readings': one per other reading of a row. */
  matrix?: 'faults' | 'readings';
}

export const usage =
  'usage: crypto-ramp-conformance mock [--port-base N] [--fault NAME]... [--reading ROW=VALUE]... [--readings ' +
  'other] [--real-service[=NAME]...] [--data large] [--matrix | --readings-matrix]';

/** Parses argv (without node and script); a string is the one-line reason it was refused. */
export function parseCliArguments(argv: readonly string[], defaultPortBase: number): CliArguments | string {
  const parsed: CliArguments = {
    portBase: defaultPortBase,
    faults: [],
    readings: [],
    realService: false,
    orderVolume: 'default',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--matrix' && inline === undefined) parsed.matrix = 'faults';
    else if (flag === '--readings-matrix' && inline === undefined) parsed.matrix = 'readings';
    else if (flag === '--real-service' && inline === undefined) parsed.realService = true;
    else if (flag === '--real-service') {
      if (!realServiceDeviations.some((row) => row.name === inline))
        return `unknown real-service shape ${JSON.stringify(inline)}; valid: ${namesOf(realServiceDeviations)}`;
      if (parsed.realService === true) return `--real-service turns every shape on; --real-service=${inline} names one`;
      parsed.realService = [...(parsed.realService || []), inline];
    } else if (flag === '--port-base') {
      const text = value();
      if (text === undefined || !/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
        return `--port-base needs a port number from 1 to 65535; ${usage}`;
      }
      parsed.portBase = Number(text);
    } else if (flag === '--fault') {
      const name = value();
      const fault = faults.find((entry) => entry.name === name);
      if (!fault) {
        return `unknown fault ${JSON.stringify(name ?? '')}; valid faults: ${namesOf(faults)}`;
      }
      if (parsed.faults.includes(fault.name)) return `--fault ${fault.name} given twice`;
      parsed.faults.push(fault.name);
    } else if (flag === '--reading') {
      const reading = mockReadingOf(value() ?? '');
      if (typeof reading === 'string') return `--reading: ${reading}`;
      if (parsed.readings.some((other) => other.row === reading.row)) return `--reading: ${reading.row} given twice`;
      parsed.readings.push(reading);
    } else if (flag === '--readings') {
      if (value() !== 'other')
        return `--readings takes 'other' (the other reading of every row the mock can read otherwise); ${usage}`;
      for (const reading of otherReadings())
        if (!parsed.readings.some((other) => other.row === reading.row)) parsed.readings.push(reading);
    } else if (flag === '--data') {
      const name = value();
      const volume = orderVolumeOf(name ?? '');
      if (!volume)
        return `--data: unknown order volume ${JSON.stringify(name ?? '')}; valid: ${orderVolumeNames.join(', ')}`;
      parsed.orderVolume = volume;
    } else return `unknown argument ${JSON.stringify(argv[i])}; ${usage}`;
  }
  if (
    parsed.matrix &&
    (parsed.faults.length || parsed.readings.length || parsed.realService || parsed.orderVolume !== 'default')
  )
    return (
      `--matrix and --readings-matrix start their own instances; they take no --fault, --reading or ` +
      `--data; ${usage}`
    );
  const listeners =
    3 * (parsed.matrix === 'faults' ? faults.length : parsed.matrix === 'readings' ? otherReadings().length : 1);
  if (parsed.portBase + listeners - 1 > 65535)
    return `--port-base ${parsed.portBase} leaves no room for ${listeners} ports`;
  return parsed;
}
