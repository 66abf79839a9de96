import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { profileSchema } from '../kit/config/target-profile';

// The profile schema is made from the assumption table; this writes the copy partners' editors read.
writeFileSync(join(__dirname, 'target-profile.schema.json'), `${JSON.stringify(profileSchema(), null, 2)}\n`);
