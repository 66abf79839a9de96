/**
 * An expected failure, told in one line and never with a stack. Exit code 2 is a usage mistake (the usage is printed
 * unless `usage` is false: a refusal that says itself which option to add); 1 anything else.
 */
export class CertificationError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly usage = exitCode === 2,
  ) {
    super(message);
  }
}
