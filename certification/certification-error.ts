/** An expected failure, told in one line and never with a stack. Exit code 2 is a usage mistake; 1 anything else. */
export class CertificationError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}
