import { createServer, type Server } from 'node:http';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildMock, startMock, type Mock, type RunningMock } from '../../mock/service';
import { ancestors, whenAnyStops } from '../../mock/ancestors';
import {
  CONTROL_PREFIX,
  mutantTargetUrls,
  schemaMutantSet,
  sharedProductionPortBase,
  type MutantSet,
} from './mutant-copies';
import { valueMutantSet, VALUE_MUTATED_FILE } from './value-mutant-copies';

/** Where the places each mutant changed are counted, for the reporter: 0 means its answers never had that place. */
export const MUTATED_FILE = 'reports/mutant-matrix/mutated.json';

/** Replaces the counts whole: a temporary file renamed over it, so a reader never meets it empty or half written. */
function writeMutated(file: string, mutated: Record<string, number>): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(mutated, null, 2));
  renameSync(temporary, file);
}

/**
 * One reference-mock instance per mutant of the set, in one process, each on one port (its port base + its row):
 * the sandbox at the root, test control under a prefix, so hundreds fit the port range; production is one faithful
 * instance's, after them. An instance is built on its first request, so the run does not wait for all of them.
 */
async function serve(set: MutantSet, mutatedFile: string): Promise<void> {
  const mutants = set.entries;
  const mutated: Record<string, number> = {};
  // Written as each answer's count changes, whole (writeMutated): the reporter reads it as the run ends, when a count
  // written 100 ms later, or a file half written, told it a mutant changed nothing, or broke its JSON.
  const record = () => writeMutated(mutatedFile, mutated);
  const servers: Server[] = [];
  for (const [index, { name, mutant }] of mutants.entries()) {
    const port = set.portBase + index;
    const urls = mutantTargetUrls(set, port);
    mutated[name] = 0;
    let built: Mock | undefined;
    const server = createServer((request, response) => {
      // Its production is never listened to (the shared one is), and its control rarely: each app is made ready when
      // first asked.
      built ??= buildMock({ responseMutants: [mutant], baseUrls: { sandbox: urls.SANDBOX_BASE_URL } });
      const mock = built;
      const url = request.url ?? '/';
      const control = url.startsWith(CONTROL_PREFIX);
      if (control) request.url = url.slice(CONTROL_PREFIX.length) || '/';
      void (control ? mock.apps.control : mock.apps.sandbox).ready().then(() => {
        response.on('finish', () => {
          if (mock.mutated.count !== mutated[name]) {
            mutated[name] = mock.mutated.count;
            record();
          }
        });
        (control ? mock.apps.control : mock.apps.sandbox).routing(request, response);
      });
    });
    await new Promise<void>((listening, failed) =>
      server.once('error', failed).listen(port, '127.0.0.1', () => listening()),
    );
    servers.push(server);
  }
  const shared: RunningMock = await startMock({ portBase: sharedProductionPortBase(set) });
  const stop = () => {
    writeMutated(mutatedFile, mutated);
    for (const server of servers) server.close();
    void shared.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
  whenAnyStops(ancestors(), stop);
  writeMutated(mutatedFile, mutated);
  process.stdout.write(`mutant matrix: ${mutants.length} instances from port ${set.portBase}\n`);
}

if (require.main === module) {
  // `--value`: the value mutants' set (its sample from the variables); else the schema mutants.
  const value = process.argv.includes('--value');
  serve(value ? valueMutantSet() : schemaMutantSet(), value ? VALUE_MUTATED_FILE : MUTATED_FILE).catch(
    (error: unknown) => {
      process.stderr.write(
        `the mutant mocks could not start: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
