import { readOperations } from './read-operations';
import { HOSTED_SPEC_FILE, LEGACY_SPEC_FILE, NATIVE_SPEC_FILE, specFiles, specLabel } from './spec-documents';
import type { SpecOperation } from './spec-operation';

const cached = new Map<string, SpecOperation[]>();
let everyOperation: Map<string, SpecOperation> | undefined;

/** Every operation of one spec ('specs/hosted-checkout.yaml' or an absolute path), read once per process. */
export function operationsOf(specFile: string): SpecOperation[] {
  const label = specLabel(specFile);
  let operations = cached.get(label);
  if (!operations) {
    operations = readOperations(specFile);
    cached.set(label, operations);
  }
  return operations;
}

export function legacyOperations(): SpecOperation[] {
  return operationsOf(LEGACY_SPEC_FILE);
}

export function hostedOperations(): SpecOperation[] {
  return operationsOf(HOSTED_SPEC_FILE);
}

export function nativeOperations(): SpecOperation[] {
  return operationsOf(NATIVE_SPEC_FILE);
}

export function legacyOperation(operationId: string): SpecOperation {
  return findIn(legacyOperations(), operationId, specLabel(LEGACY_SPEC_FILE));
}

export function hostedOperation(operationId: string): SpecOperation {
  return findIn(hostedOperations(), operationId, specLabel(HOSTED_SPEC_FILE));
}

export function nativeOperation(operationId: string): SpecOperation {
  return findIn(nativeOperations(), operationId, specLabel(NATIVE_SPEC_FILE));
}

/** Every operation of every spec under specs/; an operationId used twice is a mistake in the specs. */
export function allOperations(): SpecOperation[] {
  return [...operationIndex().values()];
}

/** One operation, whichever spec holds it: validation and drift key everything by operationId. */
export function operationById(operationId: string): SpecOperation {
  const found = operationIndex().get(operationId);
  if (!found) throw new Error(`no operation ${operationId} in specs/`);
  return found;
}

function operationIndex(): Map<string, SpecOperation> {
  if (!everyOperation) {
    const index = new Map<string, SpecOperation>();
    for (const operation of specFiles().flatMap(operationsOf)) {
      const other = index.get(operation.operationId);
      if (other) throw new Error(`operationId ${operation.operationId} is in ${other.spec} and ${operation.spec}`);
      index.set(operation.operationId, operation);
    }
    everyOperation = index;
  }
  return everyOperation;
}

function findIn(operations: SpecOperation[], operationId: string, label: string): SpecOperation {
  const found = operations.find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in ${label}`);
  return found;
}
