/**
 * The server's password rule (`confirmed`) reports a mismatch on `password`: that error goes
 * when the confirmation changes too (a form's `dependsOn`).
 */
export const PASSWORD_RULES = { password: ['password_confirmation'] } as const;
