import { z } from "zod";

export const createApiKeySchema = z.strictObject({
  name: z.string().trim().min(1, "Give the key a name").max(100),
  readOnly: z.boolean().default(false),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const createUserSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().email("Not a valid e-mail address").max(254),
  password: z.string().min(10, "At least 10 characters").max(200),
  role: z.enum(["admin", "clerk"]).default("clerk"),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;
