import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VARIABLES_PAGE, variablesPage } from '../cli/help';

// `npx tsx tests/write-variables-page.ts`: after a change to .env.example or to a command's variables.
writeFileSync(join(__dirname, '..', VARIABLES_PAGE), variablesPage());
