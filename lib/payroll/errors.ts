/**
 * Engine errors carry a stable snake_case code and the figures a screen words them with (params);
 * the service layer maps them to AppError.
 */
export class PayrollError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, string> = {},
  ) {
    super(message);
    this.name = "PayrollError";
  }
}
