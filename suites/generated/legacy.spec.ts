import { legacyOperations } from '../../kit/spec';
import { describeOperations } from './operation-suite';

// Generated from specs/legacy.yaml (the paths under /api).
describeOperations(legacyOperations());
