/** Engine errors carry a stable snake_case code; the service layer maps them to AppError. */
export class PayrollError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PayrollError";
  }
}
