import { nativeOperations } from '../../kit/spec';
import { describeOperations } from './operation-suite';

// Generated from specs/native.yaml (/eapi/v0; payloads ASSUMED where the document shows none).
describeOperations(nativeOperations());
