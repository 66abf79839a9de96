import { parseCliArguments } from './cli-arguments';
import { envNames } from './environment';
import { faults } from './faults';
import { otherReadings } from './readings';
import { orderVolumes } from './order-volumes';
import { defaultPortBase, startMock, type RunningMock, type StartOptions } from './service';
import { ancestors, whenAnyStops } from './ancestors';

/** CLI: see `usage` in cli-arguments.ts. Credentials come from the environment. Runs until stopped. */
export async function mock(argv: string[]): Promise<void> {
  const args = parseCliArguments(argv, defaultPortBase);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    process.exit(2);
  }
  const credentials = {
    sandbox: process.env.SANDBOX_API_CREDENTIAL || undefined,
    production: process.env.PRODUCTION_API_CREDENTIAL || undefined,
  };
  const apiSecrets = {
    sandbox: process.env.SANDBOX_API_SECRET || undefined,
    production: process.env.PRODUCTION_API_SECRET || undefined,
  };
  const partnerCredentials = Object.fromEntries(
    envNames.map((env) => {
      const prefix = env.toUpperCase();
      return [
        env,
        {
          apiKey: process.env[`${prefix}_API_KEY`] || undefined,
          partnerRef: process.env[`${prefix}_PARTNER_REF`] || undefined,
          hmacKey: process.env[`${prefix}_HMAC_KEY`] || undefined,
          hmacSecret: process.env[`${prefix}_HMAC_SECRET`] || undefined,
          webhookSecret: process.env[`${prefix}_WEBHOOK_SECRET`] || undefined,
        },
      ];
    }),
  ) as StartOptions['partnerCredentials'];
  const running: RunningMock[] = [];
  const stop = async (code: number) => {
    await Promise.allSettled(running.map((instance) => instance.close()));
    process.exit(code);
  };
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      void stop(0);
    });
  }
  // The mock stops with whatever started it (npm, a shell, a CI step), even when that is killed outright.
  whenAnyStops(ancestors(), () => {
    stopping = true;
    void stop(0);
  });
  const start = async (options: StartOptions) => {
    const instance = await startMock({ ...options, credentials, apiSecrets, partnerCredentials });
    running.push(instance);
    return instance;
  };
  try {
    if (args.matrix === 'faults') {
      // One instance per fault, in table order, each with its own state and clock.
      for (const [index, fault] of faults.entries()) {
        await start({ faults: [fault.name], portBase: args.portBase + 3 * index });
      }
      process.stdout.write(`matrix: ${faults.length} instances from port ${args.portBase}\n`);
    } else if (args.matrix === 'readings') {
      // One instance per other reading, in table order.
      for (const [index, reading] of otherReadings().entries()) {
        await start({ readings: [reading], portBase: args.portBase + 3 * index });
      }
      process.stdout.write(`readings matrix: ${otherReadings().length} instances from port ${args.portBase}\n`);
    } else {
      const { urls } = await start({
        faults: args.faults,
        readings: args.readings,
        realService: args.realService,
        orderVolume: args.orderVolume,
        portBase: args.portBase,
      });
      for (const reading of args.readings)
        process.stdout.write(`reading ${reading.row}=${reading.value}: ${reading.description}\n`);
      for (const volume of orderVolumes.filter((row) => row.name === args.orderVolume))
        process.stdout.write(`data ${volume.name}: ${volume.description}\n`);
      for (const [listener, url] of Object.entries(urls)) process.stdout.write(`mock ${listener} ${url}\n`);
    }
  } catch (error) {
    // A port in use is the caller's to fix: one line naming it, exit 2 (a configuration error).
    const inUse =
      (error as { code?: string; port?: number }).code === 'EADDRINUSE' ? (error as { port?: number }).port : undefined;
    if (inUse !== undefined) {
      process.stderr.write(
        `mock: port ${inUse} is in use (another mock, or another program): stop it, or give another ` +
          `--port-base (the mock takes N, N+1 and N+2)\n`,
      );
      await stop(2);
    }
    process.stderr.write(`mock could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
  }
}

if (require.main === module) void mock(process.argv.slice(2));
